// The few worker types the service worker uses (the project's TypeScript lib is the DOM's).
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
export interface MessageFromPage extends ExtendableEvent {
  readonly data: unknown;
}
export interface WorkerScope {
  readonly location: Location;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageFromPage) => void): void;
}
