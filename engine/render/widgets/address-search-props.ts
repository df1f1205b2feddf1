import type { Copy } from '../../core/brand/create-copy';
import type { AddressSuggestion } from './form-context';

/** Props of the address search input, plain or enhanced. */
export interface AddressSearchProps {
  /** Id of the search input: the street1 input's id, so errors and focus map onto street1. */
  id: string;
  name?: string;
  initialText: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  copy: Copy;
  search: (text: string) => Promise<AddressSuggestion[]>;
  /** The borrower typed: the text is kept as street1. */
  onType: (text: string) => void;
  onPick: (suggestion: AddressSuggestion) => void;
  onLeave: () => void;
  onFocus?: () => void;
}
