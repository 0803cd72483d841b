import { attachmentMessage, isAcceptedType, isValidAttachment, isWithinSize } from './attachments';
import { BYTES_PER_MB } from './constants';

const pdf = { name: 'Scontrino.PDF', type: 'application/pdf', size: 2 * BYTES_PER_MB };
const photo = { name: 'foto.jpg', type: 'image/jpeg', size: 600_000 };

describe('attachments (SPEC §5)', () => {
  it('accepts files by extension, MIME type or family', () => {
    expect(isAcceptedType(pdf, ['.pdf'])).toBe(true);
    expect(isAcceptedType(pdf, ['application/pdf'])).toBe(true);
    expect(isAcceptedType(photo, ['image/*'])).toBe(true);
    expect(isAcceptedType(pdf, ['image/*', '.png'])).toBe(false);
    expect(isAcceptedType(pdf, [])).toBe(true);
  });

  it('accepts files up to the size limit in MB', () => {
    expect(isWithinSize(pdf, 2)).toBe(true);
    expect(isWithinSize({ ...pdf, size: pdf.size + 1 }, 2)).toBe(false);
    expect(isValidAttachment(pdf, { accept: ['.pdf'], maxSizeMb: 1 })).toBe(false);
    expect(isValidAttachment(photo, { accept: ['image/*'], maxSizeMb: 1 })).toBe(true);
  });

  it('says what is wrong with the limit in MB', () => {
    expect(attachmentMessage(5)).toBe('Formato non supportato / File troppo grande (max 5 MB)');
    expect(attachmentMessage(2.5)).toBe('Formato non supportato / File troppo grande (max 2,5 MB)');
    expect(attachmentMessage(2.5, 'en')).toBe('Unsupported format / File too large (max 2.5 MB)');
  });
});
