import { clearDraft, loadDraft, saveDraft } from './application-draft';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('the application draft', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps what was typed and the step, and gives them back after a reload', () => {
    saveDraft(
      'spontanea',
      { step: 2, values: { firstName: 'Mario', birthYear: 1980, privacy: true } },
      NOW,
    );
    expect(loadDraft('spontanea', NOW)).toEqual({
      step: 2,
      values: { firstName: 'Mario', birthYear: 1980, privacy: true },
    });
  });

  it('never writes files down', () => {
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    saveDraft('spontanea', { step: 4, values: { firstName: 'Mario', cv: [cv], photo: [cv] } }, NOW);
    expect(window.localStorage.getItem('iper.careers.draft.spontanea')).not.toContain('cv.pdf');
    expect(loadDraft('spontanea', NOW)?.values).toEqual({ firstName: 'Mario' });
  });

  it('reopens at most at the attachments step, since the files have to be chosen again', () => {
    saveDraft('spontanea', { step: 5, values: { firstName: 'Mario' } }, NOW);
    expect(loadDraft('spontanea', NOW)?.step).toBe(4);
  });

  it('keeps one draft per form and forgets it when asked', () => {
    saveDraft('macellaio-a-iper-rozzano', { step: 1, values: { firstName: 'Mario' } }, NOW);
    expect(loadDraft('spontanea', NOW)).toBeUndefined();
    clearDraft('macellaio-a-iper-rozzano');
    expect(loadDraft('macellaio-a-iper-rozzano', NOW)).toBeUndefined();
  });

  it('drops a draft older than 30 days or unreadable', () => {
    saveDraft(
      'spontanea',
      { step: 1, values: { firstName: 'Mario' } },
      new Date('2026-10-01T10:00:00Z'),
    );
    expect(loadDraft('spontanea', NOW)).toBeUndefined();
    window.localStorage.setItem('iper.careers.draft.spontanea', '{not json');
    expect(loadDraft('spontanea', NOW)).toBeUndefined();
    expect(window.localStorage.getItem('iper.careers.draft.spontanea')).toBeNull();
  });
});
