import { accountInfo } from '../testing/fixtures';
import { subscriptionDraft } from './subscription';

const noCard = accountInfo({
  cardNumber: null,
  cardType: null,
  canUpgradeToPlus: false,
  salesforceId: null,
});

describe('the one-click request of a digital card', () => {
  it('builds the subscription payload from the profile', () => {
    expect(subscriptionDraft(noCard)).toEqual({
      ready: true,
      payload: {
        uid: 'demo-sara-ferrari',
        salesforceId: '',
        email: 'sara.ferrari@example.it',
        name: 'Sara',
        lastName: 'Ferrari',
        phoneNumber: '+39 339 210 7788',
        gender: 'f',
        cf: '',
        birthDay: 4,
        birthMonth: 11,
        birthYear: 1986,
        storeId: '00101',
        dug: 'Via',
        address: 'Monte Rosa',
        houseNumber: '18',
        zip: '20017',
        city: 'Rho',
        province: 'MI',
        country: 'IT',
        privacy: true,
        marketing: true,
        profiling: false,
        thirdParty: false,
      },
    });
  });

  it('lists what the profile lacks', () => {
    const info = { ...noCard, phones: [], address: { ...noCard.address, zipCode: null } };
    expect(subscriptionDraft(info)).toEqual({
      ready: false,
      missing: ['phoneNumber', 'zip'],
      needsStore: false,
      needsPrivacy: false,
    });
  });

  it('asks for a store when the profile has no favourite, and takes the one chosen', () => {
    const info = { ...noCard, data: { ...noCard.data, storeId: null } };
    expect(subscriptionDraft(info)).toMatchObject({ ready: false, missing: [], needsStore: true });
    expect(subscriptionDraft(info, { storeId: '00104' })).toMatchObject({
      ready: true,
      payload: { storeId: '00104' },
    });
  });

  it('asks to accept the privacy notice when the profile has not', () => {
    const info = { ...noCard, preferences: { ...noCard.preferences, privacy: false } };
    expect(subscriptionDraft(info)).toMatchObject({ ready: false, needsPrivacy: true });
    expect(subscriptionDraft(info, { privacy: true })).toMatchObject({
      ready: true,
      payload: { privacy: true },
    });
  });
});
