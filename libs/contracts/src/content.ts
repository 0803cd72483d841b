/*
 * Content (SPEC §1, §3, §7), one file a job: the content client's configuration, the CMS delivery
 * shapes, the block types of the site's content, the newsletter and the help centre's contact form.
 */
export * from './content-values';
export * from './content-config';
export * from './content-delivery';
export * from './content-blocks';
export * from './newsletter';
export * from './help-request';
