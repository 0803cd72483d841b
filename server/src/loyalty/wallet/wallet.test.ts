import { createHash, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WalletLinksSchema } from '@iper/contracts';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import forge from 'node-forge';
import { readConfig } from '../../config';
import { testDatabases, type TestServer, singleTestDatabase } from '../../testing/test-server';
import { LOYALTY_DEMO_USERS } from '../loyalty.seed';
import { signedIn, startLoyaltyTestServer, visitor } from '../testing';
import { GOOGLE_SAVE_URL } from './google-save-link';
import { readZip } from './testing/read-zip';

const here = path.dirname(fileURLToPath(import.meta.url));
const testCertificate = (name: string) =>
  readFileSync(path.join(here, 'test-certificates', name), 'utf8');

const MARIO = { email: 'mario.rossi@example.it', card: '048812345670', points: 145 };
const GIULIA = { email: 'giulia.bianchi@example.it', card: '048812345687' };
const PASS_URL = '/api/advantage-card/wallet/carta-vantaggi.pkpass';
const LINKS_URL = '/api/advantage-card/wallet';

const sha1 = (content: Buffer) => createHash('sha1').update(content).digest('hex');

interface PassJson {
  passTypeIdentifier: string;
  serialNumber: string;
  organizationName: string;
  barcodes: { format: string; message: string; altText: string }[];
  storeCard: Record<string, { key: string; label: string; value: string | number }[]>;
}

/**
 * Checks the `signature` file as Wallet does: a PKCS#7 SignedData with no content of its own
 * (detached), whose signer's authenticated attributes carry the SHA-1 of manifest.json and are
 * signed by the pass certificate, itself issued by the (test) WWDR certificate. node-forge parses
 * PKCS#7 but has no verify, so the steps are spelled out.
 */
function verifyDetachedSignature(signature: Buffer, manifest: Buffer) {
  const message = forge.pkcs7.messageFromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(signature.toString('binary'))),
  ) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { content?: unknown; signerInfos: forge.asn1.Asn1[] };
  };
  expect(message.rawCapture.content).toBeUndefined();

  const [signerInfo] = message.rawCapture.signerInfos;
  const parts = signerInfo!.value as forge.asn1.Asn1[];
  const attributes = parts.find(
    (part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0,
  )!;
  const encryptedDigest = parts.at(-1)!.value as string;

  // The message digest attribute is the hash of manifest.json as it is in the archive.
  const digestAttribute = (attributes.value as forge.asn1.Asn1[]).find(
    (attribute) =>
      forge.asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0]!.value as string) ===
      forge.pki.oids.messageDigest!,
  )!;
  const digestValue = (
    (digestAttribute.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[]
  )[0]!.value as string;
  expect(forge.util.bytesToHex(digestValue)).toBe(sha1(manifest));

  // The signature covers the attributes DER-encoded as a SET (RFC 2315 §9.3).
  const signedAttributes = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    attributes.value as forge.asn1.Asn1[],
  );
  const attributesDigest = forge.md.sha1.create();
  attributesDigest.update(forge.asn1.toDer(signedAttributes).getBytes());

  const signer = forge.pki.certificateFromPem(testCertificate('test-pass-certificate.pem'));
  const ca = forge.pki.certificateFromPem(testCertificate('test-ca.pem'));
  const certificates = message.certificates.map((certificate) =>
    forge.pki.certificateToPem(certificate),
  );
  expect(certificates).toEqual(
    expect.arrayContaining([forge.pki.certificateToPem(signer), forge.pki.certificateToPem(ca)]),
  );
  expect(signer.publicKey.verify(attributesDigest.digest().bytes(), encryptedDigest)).toBe(true);
  expect(ca.verify(signer)).toBe(true);
}

describe.each(testDatabases())('The card in the wallet, on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startLoyaltyTestServer(url);
  });
  afterAll(async () => server?.close());

  describe('the Apple Wallet pass', () => {
    let files: Map<string, Buffer>;
    let headers: Record<string, unknown>;
    beforeAll(async () => {
      const browser = await signedIn(server, MARIO.email);
      const response = await browser.request('GET', PASS_URL);
      expect(response.statusCode).toBe(200);
      headers = response.headers;
      files = readZip(response.rawPayload);
    });

    it('is a .pkpass download that is never cached', () => {
      expect(headers['content-type']).toBe('application/vnd.apple.pkpass');
      expect(headers['content-disposition']).toBe(
        'attachment; filename="carta-vantaggi-iper.pkpass"',
      );
      expect(headers['cache-control']).toBe('no-store');
    });

    it('holds pass.json, the icon and logo at every scale, the manifest and the signature', () => {
      expect([...files.keys()].sort()).toEqual([
        'icon.png',
        'icon@2x.png',
        'icon@3x.png',
        'logo.png',
        'logo@2x.png',
        'logo@3x.png',
        'manifest.json',
        'pass.json',
        'signature',
      ]);
      for (const image of [...files.keys()].filter((name) => name.endsWith('.png')))
        expect(files.get(image)!.subarray(1, 4).toString()).toBe('PNG');
    });

    it('lists the SHA-1 of every other file in manifest.json', () => {
      const manifest = JSON.parse(files.get('manifest.json')!.toString()) as Record<string, string>;
      const hashed = [...files.keys()].filter(
        (name) => name !== 'manifest.json' && name !== 'signature',
      );
      expect(Object.keys(manifest).sort()).toEqual(hashed.sort());
      for (const name of hashed) expect(manifest[name]).toBe(sha1(files.get(name)!));
    });

    it('is signed by the test certificate: a detached PKCS#7 signature over manifest.json', () => {
      verifyDetachedSignature(files.get('signature')!, files.get('manifest.json')!);
    });

    it("carries the card number in the tills' Code 128, the points and the holder", () => {
      const pass = JSON.parse(files.get('pass.json')!.toString()) as PassJson;
      expect(pass.passTypeIdentifier).toBe('pass.it.iper.test.carta-vantaggi');
      expect(pass.organizationName).toBe('Iper La grande i');
      expect(pass.serialNumber).toBe(`carta-vantaggi-0${MARIO.card}`);
      expect(pass.barcodes).toEqual([
        expect.objectContaining({
          format: 'PKBarcodeFormatCode128',
          message: `0${MARIO.card}`,
          altText: '0 0488 1234 5670',
        }),
      ]);
      const fields = Object.values(pass.storeCard).flat();
      expect(fields).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ key: 'points', label: 'Punti', value: MARIO.points }),
          expect.objectContaining({ key: 'holder', value: 'Mario Rossi' }),
        ]),
      );
    });
  });

  describe('who gets a pass', () => {
    it('asks a visitor to sign in (401) for the pass and the links', async () => {
      const browser = await visitor(server);
      expect((await browser.request('GET', PASS_URL)).statusCode).toBe(401);
      expect((await browser.request('GET', LINKS_URL)).statusCode).toBe(401);
    });

    it("gives each customer their own card's pass, never another's", async () => {
      const giulia = await signedIn(server, GIULIA.email);
      const response = await giulia.request('GET', PASS_URL);
      expect(response.statusCode).toBe(200);
      const pass = JSON.parse(
        readZip(response.rawPayload).get('pass.json')!.toString(),
      ) as PassJson;
      expect(pass.barcodes[0]!.message).toBe(`0${GIULIA.card}`);
      expect(JSON.stringify(pass)).not.toContain(MARIO.card);
      // The address names no card: a card number in the query changes nothing.
      const asked = await giulia.request('GET', `${PASS_URL}?number=${MARIO.card}`);
      expect(JSON.stringify(readZip(asked.rawPayload).get('pass.json')!.toString())).not.toContain(
        MARIO.card,
      );
    });

    it('answers 404 to a customer with no card and 409 for a blocked card', async () => {
      const noCard = await signedIn(server, LOYALTY_DEMO_USERS.noCard.email);
      expect((await noCard.request('GET', PASS_URL)).statusCode).toBe(404);
      const blocked = await signedIn(server, LOYALTY_DEMO_USERS.blockedUpgrade.email);
      const response = await blocked.request('GET', PASS_URL);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: expect.stringContaining('bloccata') });
    });

    it('offers the pass and no Google Wallet link when Google Wallet is not configured', async () => {
      const browser = await signedIn(server, MARIO.email);
      const response = await browser.request('GET', LINKS_URL);
      expect(response.statusCode).toBe(200);
      expect(WalletLinksSchema.parse(response.json())).toEqual({
        applePassUrl: PASS_URL,
        googleSaveUrl: null,
      });
    });

    it('limits the requests per address like the other personal endpoints', async () => {
      const browser = await signedIn(server, MARIO.email);
      const statuses: number[] = [];
      for (let request = 0; request < 21; request++)
        statuses.push(
          (await browser.request('GET', LINKS_URL, undefined, { remoteAddress: '10.9.8.7' }))
            .statusCode,
        );
      expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });
});

describe('The Google Wallet save link', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const GOOGLE = {
    GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
    GOOGLE_WALLET_CLASS_ID: 'carta-vantaggi',
    GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet@iper-test.iam.gserviceaccount.com',
    // As in an env file: one line, with `\n` for the line breaks.
    GOOGLE_WALLET_PRIVATE_KEY: privatePem.replace(/\n/g, '\\n'),
  };
  let server: TestServer;
  beforeAll(async () => {
    server = await startLoyaltyTestServer(singleTestDatabase(), GOOGLE);
  });
  afterAll(async () => server?.close());

  it('is a JWT signed by the service account that carries the card as a loyalty object', async () => {
    const browser = await signedIn(server, MARIO.email);
    const response = await browser.request('GET', LINKS_URL);
    expect(response.statusCode).toBe(200);
    const { googleSaveUrl } = WalletLinksSchema.parse(response.json());
    expect(googleSaveUrl?.startsWith(GOOGLE_SAVE_URL)).toBe(true);
    const jwt = googleSaveUrl!.slice(GOOGLE_SAVE_URL.length);

    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'RS256', typ: 'JWT' });
    const { payload } = await jwtVerify(jwt, publicKey, {
      issuer: GOOGLE.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
      audience: 'google',
    });
    expect(payload).toMatchObject({
      typ: 'savetowallet',
      origins: [new URL(server.app.config.publicUrl).origin],
      iat: expect.any(Number),
      payload: {
        loyaltyObjects: [
          {
            id: `${GOOGLE.GOOGLE_WALLET_ISSUER_ID}.carta-vantaggi-0${MARIO.card}`,
            classId: `${GOOGLE.GOOGLE_WALLET_ISSUER_ID}.carta-vantaggi`,
            state: 'ACTIVE',
            accountId: `0${MARIO.card}`,
            accountName: 'Mario Rossi',
            barcode: { type: 'CODE_128', value: `0${MARIO.card}` },
            loyaltyPoints: { label: 'Punti', balance: { int: MARIO.points } },
          },
        ],
      },
    });
  });

  it('is refused by any other key', async () => {
    const browser = await signedIn(server, MARIO.email);
    const { googleSaveUrl } = WalletLinksSchema.parse(
      (await browser.request('GET', LINKS_URL)).json(),
    );
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    await expect(jwtVerify(googleSaveUrl!.slice(GOOGLE_SAVE_URL.length), other)).rejects.toThrow();
  });
});

describe('Wallet configuration', () => {
  it('refuses to start with part of the Google Wallet settings', () => {
    expect(() => readConfig({ GOOGLE_WALLET_ISSUER_ID: '3388000000012345678' })).toThrow(
      /GOOGLE_WALLET_ISSUER_ID set without GOOGLE_WALLET_CLASS_ID/,
    );
  });

  it('refuses to start with part of the Apple Wallet certificates', () => {
    expect(() =>
      readConfig({ APPLE_WALLET_CERTIFICATE: testCertificate('test-pass-certificate.pem') }),
    ).toThrow(/APPLE_WALLET_CERTIFICATE set without APPLE_WALLET_KEY/);
  });

  it('refuses a certificate that is neither PEM nor a readable file', () => {
    expect(() =>
      readConfig({
        APPLE_WALLET_CERTIFICATE: '/nowhere/pass.pem',
        APPLE_WALLET_KEY: testCertificate('test-pass-key.pem'),
        APPLE_WALLET_WWDR_CERTIFICATE: testCertificate('test-ca.pem'),
        APPLE_WALLET_PASS_TYPE_ID: 'pass.it.iper.carta',
        APPLE_WALLET_TEAM_ID: 'ABCDE12345',
      }),
    ).toThrow(/APPLE_WALLET_CERTIFICATE: neither PEM text nor a readable file/);
  });

  it('reads configured certificates from their files', () => {
    const dir = path.join(here, 'test-certificates');
    const config = readConfig({
      APPLE_WALLET_CERTIFICATE: path.join(dir, 'test-pass-certificate.pem'),
      APPLE_WALLET_KEY: path.join(dir, 'test-pass-key.pem'),
      APPLE_WALLET_WWDR_CERTIFICATE: path.join(dir, 'test-ca.pem'),
      APPLE_WALLET_PASS_TYPE_ID: 'pass.it.iper.carta',
      APPLE_WALLET_TEAM_ID: 'ABCDE12345',
    });
    expect(config.wallet.apple).toMatchObject({
      passTypeIdentifier: 'pass.it.iper.carta',
      teamIdentifier: 'ABCDE12345',
      certificates: { signerCert: testCertificate('test-pass-certificate.pem') },
    });
    expect(config.wallet.google).toBeUndefined();
  });
});
