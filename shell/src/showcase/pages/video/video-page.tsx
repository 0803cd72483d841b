import { Video } from '@iper/design-system';
import { ShowcasePage } from '../../showcase-page';
import { DEMO_CAPTIONS_SRC, DEMO_VIDEO_SRC } from './demo-video';

export function Component() {
  return (
    <ShowcasePage
      title="Video"
      intro="Il video non parte da solo: si avvia con i controlli del browser, raggiungibili da tastiera. I sottotitoli in italiano sono attivi."
    >
      <Video
        title="Iper, la spesa più conveniente"
        sources={[{ src: DEMO_VIDEO_SRC, type: 'video/webm' }]}
        captions={[{ src: DEMO_CAPTIONS_SRC, srcLang: 'it', label: 'Italiano', default: true }]}
      />
    </ShowcasePage>
  );
}
