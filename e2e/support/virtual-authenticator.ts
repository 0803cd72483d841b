import type { CDPSession, Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator (DevTools protocol, WebAuthn domain): a platform authenticator
 * that holds passkeys (resident keys), verifies the user at once and answers every WebAuthn
 * request of the page's tab, so passkey journeys run headless without a real device.
 */
export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  /** Loads a known passkey (the demo account's, demo-passkey.ts). */
  addCredential(credential: {
    credentialId: string;
    rpId: string;
    privateKeyPkcs8: string;
    userHandle: string;
  }): Promise<void>;
  /** The passkeys it holds now. */
  credentialCount(): Promise<number>;
}

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    authenticatorId,
    async addCredential({ credentialId, rpId, privateKeyPkcs8, userHandle }) {
      await cdp.send('WebAuthn.addCredential', {
        authenticatorId,
        credential: {
          // The protocol's binary values are plain base64.
          credentialId: Buffer.from(credentialId, 'base64url').toString('base64'),
          isResidentCredential: true,
          rpId,
          privateKey: privateKeyPkcs8,
          userHandle: Buffer.from(userHandle, 'utf8').toString('base64'),
          signCount: 0,
        },
      });
    },
    async credentialCount() {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials.length;
    },
  };
}
