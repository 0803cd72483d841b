/**
 * The passkey of the demo customer without a password, sara.galli@example.it (server:
 * identity/identity.seed.ts; README "Demo accounts"). Its private key is public on purpose: it
 * only works for the relying party `localhost` (http://localhost:<port>), never on a real domain.
 */
export const DEMO_PASSKEY = {
  email: 'sara.galli@example.it',
  name: 'Passkey di prova (localhost)',
  credentialId: '1ERP6QdjRhDjLKu_kWpoVQ',
  rpId: 'localhost',
  userHandle: 'demo-sara-galli',
  privateKeyPkcs8:
    'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgN9D57JPcCcjUOOYteul/9LkV/Qmjy6a+vACtTvpCTpWhRANCAASO2MlXgKP1tmq88rAeZRZmE5cpIz+i0dTvCUTSPA6IGjRKahW3jjICW5yV7JIVgVIcmxpTKdBcQ2Uv3O8WvEUK',
} as const;
