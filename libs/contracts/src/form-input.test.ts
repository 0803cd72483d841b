import { applicationInputFromText } from './careers-values';
import { formInputFromText } from './form-input';
import { helpRequestInputFromText } from './help-request';

describe("a form's text made ready for its schema", () => {
  it('leaves out empty fields and reads the privacy checkbox as a boolean', () => {
    expect(
      formInputFromText({ name: 'Mario', note: '', missing: undefined, privacy: 'on' }),
    ).toEqual({ name: 'Mario', privacy: true });
    expect(formInputFromText({ privacy: 'false' })).toEqual({ privacy: false });
    expect(formInputFromText({ privacy: true })).toEqual({ privacy: true });
  });

  it('is the one rule of the careers application and the help form', () => {
    expect(applicationInputFromText).toBe(formInputFromText);
    expect(helpRequestInputFromText).toBe(formInputFromText);
  });
});
