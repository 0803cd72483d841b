/**
 * Texts of the design system. Italian is the default and lives in the code as each
 * `defaultMessage`; this file holds the English catalogue, which the shell merges into its own
 * messages when the locale is English. A test checks that every id in the code is here.
 */
import { FORM_INCOMPLETE_MESSAGE } from '@iper/validation';

const en: Record<string, string> = {
  'breadcrumbs.label': 'Breadcrumb',
  'carousel.goTo': 'Go to slide {number}',
  'carousel.next': 'Next slide',
  'carousel.position': '{current} of {total}',
  'carousel.previous': 'Previous slide',
  'carousel.roledescription': 'carousel',
  'carousel.slide': 'slide',
  'dateOfBirth.choose': '—',
  'dateOfBirth.day': 'Day',
  'dateOfBirth.future': 'The date of birth cannot be in the future.',
  'dateOfBirth.incomplete': 'Enter day, month and year.',
  'dateOfBirth.invalid': 'This date does not exist: check day and month.',
  'dateOfBirth.month': 'Month',
  'dateOfBirth.tooYoung': 'You must be at least {age} years old.',
  'dateOfBirth.year': 'Year',
  'errorPanel.retry': 'Try again',
  'errorPanel.text': 'The rest of the site works as usual. Try again in a moment.',
  'errorPanel.title': 'This section is not available right now',
  'field.required': '(required)',
  'fileField.choose': 'Choose a file',
  'fileField.chooseMany': 'Choose files',
  'fileField.limits': 'Accepted formats: {types}. Maximum size: {size} MB.',
  'fileField.progress': 'Uploading: {percent} %',
  'fileField.remove': 'Remove {name}',
  'form.incomplete': FORM_INCOMPLETE_MESSAGE.en,
  'form.submitFailed': 'Sending failed. What you entered is still here: try again in a moment.',
  'horizontalScroller.next': 'Scroll forward',
  'horizontalScroller.previous': 'Scroll back',
  'link.newTab': '(opens in a new tab)',
  'loading.label': 'Loading…',
  'loadingIndicator.error': 'Loading failed',
  'loadingIndicator.label': 'Loading the page',
  'modal.close': 'Close',
  'notification.close': 'Close the message',
  'pagination.label': 'Pagination',
  'pagination.next': 'Next page',
  'pagination.page': 'Page {page}',
  'pagination.previous': 'Previous page',
  'passwordField.show': 'Show the password',
  'price.current': 'Current price:',
  'price.previous': 'Previous price:',
  'searchInput.clear': 'Clear the search',
  'searchInput.submit': 'Search',
  'selectField.placeholder': 'Choose…',
  'skeleton.loading': 'Loading…',
  'textareaField.counter': '{length} of {max} characters',
  'video.download': 'Download the video',
  'video.unsupported': 'Your browser cannot play this video.',
};

export const designSystemMessages: Record<'it' | 'en', Record<string, string>> = { it: {}, en };
