// A stand-in XMLHttpRequest for the upload (src/api/upload-file.ts): jsdom's cannot report upload
// progress, and neither can msw. Tests drive each request: progress, an answer, or a failure.
export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.statusText = String(status);
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  /** The file in the multipart body. */
  file(): File {
    return (this.body as FormData).get('file') as File;
  }

  static last(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('No upload was started');
    return xhr;
  }

  /** Installs the fake for the calling test file. */
  static install() {
    beforeEach(() => {
      FakeXhr.instances = [];
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
    });
    afterEach(() => vi.unstubAllGlobals());
  }
}

export const errorBody = (message: string, type: string) => ({ detail: { error: { message, type } } });
