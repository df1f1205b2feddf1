import { useEffect } from 'react';
import { appModalRegistry, type ModalRegistry } from './modal-registry';

/**
 * Registers a modal's id while the component is mounted; a second modal with the same id mounted at the same time
 * raises E_DUPLICATE_MODAL_ID (platform spec §5), which the nearest error boundary catches.
 */
export function useModalRegistry(id: string, registry: ModalRegistry = appModalRegistry): void {
  useEffect(() => {
    registry.register(id);
    return () => registry.unregister(id);
  }, [id, registry]);
}
