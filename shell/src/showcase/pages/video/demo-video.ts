import video from './demo-video.webm';
import captions from './demo-video.vtt';

/**
 * A 6-second clip for the /test/video page: a canvas animation recorded with Chromium's
 * MediaRecorder (VP8 WebM, 32 KB), and its Italian captions (WebVTT). Both are files of the build,
 * served from this origin: the Content-Security-Policy's media-src allows no data: URL.
 */
export const DEMO_VIDEO_SRC: string = video;

export const DEMO_CAPTIONS_SRC: string = captions;
