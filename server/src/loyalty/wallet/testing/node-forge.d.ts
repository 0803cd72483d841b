// node-forge ships no types (and @types/node-forge is not installed): the part the wallet test
// uses to check a pass's PKCS#7 signature. Strings are forge's binary byte strings.
declare module 'node-forge' {
  namespace forge {
    namespace asn1 {
      interface Asn1 {
        tagClass: number;
        type: number;
        constructed: boolean;
        value: Asn1[] | string;
      }
      const Class: { UNIVERSAL: number; CONTEXT_SPECIFIC: number };
      const Type: { SET: number; SEQUENCE: number };
      function fromDer(bytes: util.ByteStringBuffer | string): Asn1;
      function toDer(object: Asn1): util.ByteStringBuffer;
      function derToOid(bytes: string): string;
      function create(tagClass: number, type: number, constructed: boolean, value: Asn1[]): Asn1;
    }
    namespace util {
      interface ByteStringBuffer {
        getBytes(): string;
      }
      function createBuffer(bytes: string): ByteStringBuffer;
      function bytesToHex(bytes: string): string;
    }
    namespace md {
      interface MessageDigest {
        update(bytes: string): MessageDigest;
        digest(): { bytes(): string; toHex(): string };
      }
      const sha1: { create(): MessageDigest };
    }
    namespace pki {
      interface Certificate {
        publicKey: { verify(digest: string, signature: string): boolean };
        verify(child: Certificate): boolean;
      }
      const oids: Record<string, string>;
      function certificateFromPem(pem: string): Certificate;
      function certificateToPem(certificate: Certificate): string;
    }
    namespace pkcs7 {
      interface PkcsSignedData {
        certificates: pki.Certificate[];
        rawCapture: Record<string, unknown>;
      }
      function messageFromAsn1(object: asn1.Asn1): PkcsSignedData;
    }
  }
  export default forge;
}
