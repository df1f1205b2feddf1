import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { conditions as conditionRules } from '../../flows/platform/console-roles.json';
import { documentTypeKey } from '../conditions/ConditionUpload';
import { conditionsData } from '../conditions/conditions-data';
import { useEnvironment } from '../org/environment';

/** What a raise asks for: document types of conditions.json `documentTypes` and how many files. */
export interface DocumentRequest { types: string[]; count: string }

/** The request a category asks for by default (its types, its count; `paystubs` → paystubsRequired). Pure. */
export function defaultRequest(category: string): DocumentRequest {
  const entry = conditionsData.categories[category];
  if (!entry) return { types: [], count: '' };
  const count = entry.numDocsRequired === 'paystubs' ? conditionsData.paystubsRequired : entry.numDocsRequired;
  return { types: [...entry.requestDocuments], count: String(count) };
}

/** Whether the category is taken care of by an upload (only then does a raise choose documents). Pure. */
export const asksForDocuments = (category: string): boolean => conditionsData.categories[category]?.location === 'upload-document';

/** The problems of a document request before it is sent (the server checks the same). Pure. */
export function requestProblems(request: DocumentRequest): { types?: boolean; count?: boolean } {
  const count = Number(request.count);
  return {
    ...(request.types.length === 0 ? { types: true } : {}),
    ...(!/^\d+$/.test(request.count.trim()) || count < 1 || count > conditionRules.maxDocsRequired ? { count: true } : {}),
  };
}

interface Props {
  request: DocumentRequest;
  onChange: (request: DocumentRequest) => void;
  shown: { types?: boolean; count?: boolean };
}

/**
 * The documents a condition asks for: a group of checkboxes (the condition document types of platform §3, from
 * conditions.json) and the number of files required. Each error is tied to its field.
 */
export function RaiseDocumentsFields({ request, onChange, shown }: Props) {
  const { copy } = useEnvironment();
  const max = conditionRules.maxDocsRequired;
  const toggle = (type: string, on: boolean) =>
    onChange({ ...request, types: conditionsData.documentTypes.filter((t) => (t === type ? on : request.types.includes(t))) });
  return (
    <>
      <Box component="fieldset" aria-describedby="console-raise-types-help" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid="console-raise-types">
        <Typography component="legend" sx={{ fontWeight: 600, p: 0 }}>{copy('console.conditions.raise.documentTypes')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          {conditionsData.documentTypes.map((type) => (
            <FormControlLabel key={type} label={copy(documentTypeKey(type))}
              control={<Checkbox name="requestDocuments" value={type} checked={request.types.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />} />
          ))}
        </Box>
        <FormHelperText id="console-raise-types-help" error={!!shown.types}>{shown.types ? copy('console.conditions.raise.documentTypesRequired') : ' '}</FormHelperText>
      </Box>
      <TextField name="numDocsRequired" type="number" required label={copy('console.conditions.raise.count')} value={request.count}
        onChange={(e) => onChange({ ...request, count: e.target.value })} slotProps={{ htmlInput: { min: 1, max, step: 1, inputMode: 'numeric' } }}
        error={!!shown.count} helperText={copy(shown.count ? 'console.conditions.raise.countInvalid' : 'console.conditions.raise.countHelp', { max })} />
    </>
  );
}
