import { useSyncExternalStore } from "react";
import { Store, type ClientState } from "./index";

// One store per page: the WASM side owns the state and persists it in local storage.
const store = new Store();
let snapshot: ClientState = store.snapshot();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies a change through the WASM store and notifies every subscribed component. */
export function updateClientState<T>(change: (store: Store) => T): T {
  const result = change(store);
  snapshot = store.snapshot();
  listeners.forEach((listener) => listener());
  return result;
}

export function useClientState(): ClientState {
  return useSyncExternalStore(subscribe, () => snapshot);
}

export function currentClientState(): ClientState {
  return snapshot;
}
