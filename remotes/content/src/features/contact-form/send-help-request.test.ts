// Node's File here: the test environment's FormData is Node's (see tools/jest), as the browser's FormData takes its own File.
import { File } from 'node:buffer';
import { attachmentsWithWrongContent, helpRequestBody } from './send-help-request';

const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'scontrino.jpg', {
  type: 'image/jpeg',
});
const pdf = new File([new TextEncoder().encode('%PDF-1.7\n')], 'scontrino.pdf', {
  type: 'application/pdf',
});
const renamed = new File([new TextEncoder().encode('MZ\x90\x00 not a picture')], 'foto.png', {
  type: 'image/png',
});

describe('the help request body', () => {
  it('holds every text field and each photo under its own field name', () => {
    const body = helpRequestBody(
      { theme: 'iper-drive', orderNumber: 'A12345', privacy: true },
      { receiptPhoto: jpeg as unknown as globalThis.File },
    );
    expect(body.get('theme')).toBe('iper-drive');
    expect(body.get('privacy')).toBe('true');
    expect((body.get('receiptPhoto') as globalThis.File).name).toBe('scontrino.jpg');
    expect(body.get('productPhoto')).toBeNull();
  });
});

describe('the content check of the photos', () => {
  it('accepts JPEG, PNG, WebP and PDF files by their first bytes', async () => {
    expect(
      await attachmentsWithWrongContent({
        receiptPhoto: pdf as unknown as globalThis.File,
        productPhoto: jpeg as unknown as globalThis.File,
      }),
    ).toEqual({});
  });

  it('refuses a file whose content is something else, whatever its name and type', async () => {
    expect(
      await attachmentsWithWrongContent({ storePhoto: renamed as unknown as globalThis.File }),
    ).toEqual({
      storePhoto: 'Formato non supportato / File troppo grande (max 5 MB)',
    });
  });
});
