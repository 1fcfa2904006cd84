/** The types the fake Sanity API's parts share (see ../fakeSanityApi.ts). */
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';

// With allowHTTP1, HTTP/1.1 requests arrive as node:http's request and response, which these types cover.
export type Req = Http2ServerRequest;
export type Res = Http2ServerResponse;

export type SanityDocument = { _id: string; _type: string; _rev?: string; [key: string]: unknown };
export type LoggedRequest = { method: string; path: string; query: string; body?: unknown; handled: boolean };
export type LoggedWrite = { path: string; body: unknown };
export type MutationPayload = Record<string, Record<string, unknown>>;
export type Change = {
  id: string;
  before: SanityDocument | null;
  after: SanityDocument | null;
  mutations: MutationPayload[];
};

/** One change as committed: the revision it replaced and the one it made (none when the document went away). */
export type CommittedChange = { change: Change; previousRev?: string; resultRev?: string };
export type Transaction = {
  transactionId: string;
  timestamp: string;
  identity: string;
  changes: CommittedChange[];
};

export type DocumentStore = {
  docs: Map<string, SanityDocument>;
  /** When the seed was loaded: every seed document's _createdAt. */
  seededAt: string;
  /** Writes the changes' `after`s (with a new revision) and returns the transaction the listener reports. */
  commit: (changes: Change[], transactionId: string, identity?: string) => Transaction;
};

export type ListenerHub = {
  /** Opens /data/listen/<dataset> streams. */
  route: Route;
  /** Writes each change's mutation event to the listeners it concerns. */
  publish: (transaction: Transaction) => Promise<void>;
  /** Ends every open stream. */
  stop: () => void;
};

/** Stores the changes and tells the listeners; resolves once every listener's event is written. */
export type Commit = (changes: Change[], transactionId: string) => Promise<void>;

/** A request as the routes see it: the path without the API version prefix, and the body already read. */
export type RouteRequest = {
  req: Req;
  res: Res;
  method: string;
  path: string;
  url: URL;
  apiVersion: string;
  body: unknown;
};
/** Answers the request and returns true, or returns false when the path is not its own. */
export type Route = (request: RouteRequest) => boolean | Promise<boolean>;

export type FakeSanityApi = {
  url: string;
  port: number;
  docs: Map<string, SanityDocument>;
  requests: LoggedRequest[];
  /** Requests the fake answered 404 because it has no route for them. */
  unhandled: () => LoggedRequest[];
  /** Mutations and actions received, in order (the request bodies). */
  writes: LoggedWrite[];
  stop: () => Promise<void>;
};

export type FakeSanityApiOptions = {
  documents: SanityDocument[];
  port?: number;
  /** Folder the seed's `image@file://./images/…` assets live in; served at /images/. */
  imagesDir?: string;
  log?: (line: string) => void;
};
