import { expect, type APIRequestContext } from '@playwright/test';

export interface FreshCustomer {
  email: string;
  password: string;
  cardNumber?: string;
}

/**
 * A new customer in the situation of a demo customer (same profile, card kind and points, coupons),
 * made by the site's test-data endpoint (server/src/platform/test-data, TEST_DATA=true): journeys
 * that change a customer's data use one, so they pass again and again against the same site.
 */
export async function freshCustomer(
  request: APIRequestContext,
  like: string,
): Promise<FreshCustomer> {
  const response = await request.post('/api/test-data/customers', { data: { like } });
  expect(response.status(), 'the site runs with TEST_DATA=true (docs/qa.md)').toBe(201);
  return (await response.json()) as FreshCustomer;
}

export interface FreshCard {
  number: string;
  surname: string;
}

/**
 * A new copy of a demo card that no account holds yet (the registration's "found" card,
 * 041000000017 Neri), with a new number: a journey that ties it to an account uses one.
 */
export async function freshCard(request: APIRequestContext, like: string): Promise<FreshCard> {
  const response = await request.post('/api/test-data/cards', { data: { like } });
  expect(response.status(), 'the site runs with TEST_DATA=true (docs/qa.md)').toBe(201);
  return (await response.json()) as FreshCard;
}
