// Node's File: the test environment's FormData is Node's (see tools/jest), which takes only its own File.
import { File as NodeFile } from 'node:buffer';
import {
  applicationBody,
  firstStepWithIssue,
  hasAcceptedContent,
  stepOfField,
  valuesToSend,
} from './application-form';

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n%%EOF');
const exeBytes = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);

describe('the application form steps', () => {
  it('knows which step shows each field, so a refused field is shown where it is typed', () => {
    expect(stepOfField('taxCode')).toBe(0);
    expect(stepOfField('previousSelectionYear')).toBe(1);
    expect(stepOfField('gradeBase')).toBe(2);
    expect(stepOfField('ownCar')).toBe(3);
    expect(stepOfField('cv')).toBe(4);
    expect(stepOfField('privacy')).toBe(5);
    expect(stepOfField('somethingElse')).toBe(5);
  });

  it('goes to the first step with a problem', () => {
    expect(
      firstStepWithIssue([
        { path: 'cv', message: 'x' },
        { path: 'gradeBase', message: 'y' },
      ]),
    ).toBe(2);
    expect(firstStepWithIssue([])).toBe(5);
  });
});

describe('what the form sends', () => {
  it('drops the dates a «No» or a job still held makes pointless', () => {
    const sent = valuesToSend({
      previousSelection: 'no',
      previousSelectionMonth: '3',
      previousSelectionYear: '2026',
      currentlyEmployed: 'si',
      jobEndMonth: '1',
      jobEndYear: '2025',
      jobStartYear: '2019',
    });
    expect(sent).toEqual({
      previousSelection: 'no',
      currentlyEmployed: 'si',
      jobStartYear: '2019',
    });
  });

  it('sends every given value as text and each file under its field', () => {
    const cv = new NodeFile([pdfBytes], 'cv.pdf', { type: 'application/pdf' });
    const body = applicationBody({
      firstName: ' Mario ',
      birthDay: 1,
      degree: '',
      privacy: true,
      cv: [cv],
      photo: undefined,
    });
    expect(body.get('firstName')).toBe('Mario');
    expect(body.get('birthDay')).toBe('1');
    expect(body.get('privacy')).toBe('true');
    expect(body.has('degree')).toBe(false);
    expect((body.get('cv') as File).name).toBe('cv.pdf');
    expect(body.has('photo')).toBe(false);
  });
});

describe('the content check of the files', () => {
  it('accepts a PDF as CV by its first bytes', async () => {
    expect(await hasAcceptedContent(new Blob([pdfBytes]), 'cv')).toBe(true);
  });

  it('refuses a program renamed cv.pdf, and a PDF given as photo', async () => {
    expect(await hasAcceptedContent(new Blob([exeBytes], { type: 'application/pdf' }), 'cv')).toBe(
      false,
    );
    expect(await hasAcceptedContent(new Blob([pdfBytes]), 'photo')).toBe(false);
  });
});
