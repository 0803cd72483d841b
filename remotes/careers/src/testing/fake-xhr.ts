/** What a fake XMLHttpRequest was sent. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

/**
 * Stands in for XMLHttpRequest (how applications are sent, for the upload progress): answers the
 * queued responses in order, reports one progress event, records what it was sent.
 */
export function fakeXhr(responses: { status: number; body: unknown }[]) {
  const sent: SentRequest[] = [];
  const original = globalThis.XMLHttpRequest;
  class FakeXMLHttpRequest {
    upload = new EventTarget();
    status = 0;
    responseText = '';
    private readonly events = new EventTarget();
    private method = '';
    private url = '';
    private readonly headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }
    send(body: FormData) {
      sent.push({ method: this.method, url: this.url, headers: { ...this.headers }, body });
      const response = responses.shift() ?? { status: 500, body: {} };
      setTimeout(() => {
        this.upload.dispatchEvent(
          Object.assign(new Event('progress'), { lengthComputable: true, loaded: 50, total: 100 }),
        );
        this.status = response.status;
        this.responseText = JSON.stringify(response.body);
        this.events.dispatchEvent(new Event('load'));
      }, 0);
    }
  }
  globalThis.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  return { sent, restore: () => (globalThis.XMLHttpRequest = original) };
}
