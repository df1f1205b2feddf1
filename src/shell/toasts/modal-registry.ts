/** A registry of the modals mounted at once: each id may be registered once (platform spec §5). */
export interface ModalRegistry {
  /** Registers a modal id; throws E_DUPLICATE_MODAL_ID when it is already registered. */
  register(id: string): void;
  unregister(id: string): void;
  has(id: string): boolean;
}

/** Creates an empty modal registry. */
export function createModalRegistry(): ModalRegistry {
  const ids = new Set<string>();
  return {
    register(id) {
      if (ids.has(id)) throw new Error(`E_DUPLICATE_MODAL_ID: a modal with id '${id}' is already registered`);
      ids.add(id);
    },
    unregister(id) {
      ids.delete(id);
    },
    has: (id) => ids.has(id),
  };
}

/** The app's one registry. */
export const appModalRegistry = createModalRegistry();
