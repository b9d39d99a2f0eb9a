/** Stands in for XMLHttpRequest: the test reports progress and answers. */
export class FakeXhr {
  static last: FakeXhr | undefined;
  /** Every request sent since the last `reset()`, in order. */
  static sent: FakeXhr[] = [];
  static reset() {
    FakeXhr.last = undefined;
    FakeXhr.sent = [];
  }
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  private contentType: string | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown, contentType = 'application/json') {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.contentType = contentType;
    this.onload?.();
  }
}

