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
export interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
export interface NotificationClickEvent extends ExtendableEvent {
  readonly notification: { data: unknown; close(): void };
}
export interface WindowClient {
  readonly url: string;
  postMessage(message: unknown): void;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
export interface WorkerScope {
  readonly location: Location;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window' }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  readonly registration: { showNotification(title: string, options: object): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageFromPage) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
}
