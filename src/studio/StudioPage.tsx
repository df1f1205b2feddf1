import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { decidePage, findPage, STUDIO_PREVIEW_PAGE } from '../../engine/core';
import { useEnvironment } from '../org/environment';
import { usePageTitle } from '../shell/use-page-title';
import { StudioFrames } from './StudioFrames';
import { StudioProblems } from './StudioProblems';
import { useStudioData } from './studio-api';
import { knownStatuses, previewAddress, sampleSnapshot, targetGroups, targetValue, type TargetGroup } from './studio-targets';
import { BASE_STATUS } from './sample-snapshot';

/** A JSON object typed in a text box: the object, or the parser's words. Pure. */
function parseObject(text: string): { value: Record<string, unknown> } | { error: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return { value: value as Record<string, unknown> };
    return { error: 'not an object' };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** A JSON box: the text as typed and the last object it held. */
function useJsonBox(initial: string) {
  const [text, setText] = useState(initial);
  const [value, setValue] = useState<Record<string, unknown>>(() => JSON.parse(initial) as Record<string, unknown>);
  const parsed = parseObject(text);
  const onChange = (next: string) => {
    setText(next);
    const read = parseObject(next);
    if ('value' in read) setValue(read.value);
  };
  return { text, value, error: 'error' in parsed ? parsed.error : null, onChange };
}

/**
 * The preview studio (/studio, staff and QA; the server answers 404 in production): pick a brand and a step or an
 * application page, give sample answers or a status snapshot, and see it at a desktop and a phone width, rendered by
 * the borrower's own components from the data files as the server reads them now, with the routing decision and its
 * reason and every problem of the data check. An edit to flows/ or brands/ shows without a reload.
 */
export function StudioPage() {
  const { copy } = useEnvironment();
  usePageTitle(copy('studio.title'));
  const [brand, setBrand] = useState('');
  const [target, setTarget] = useState('step:property-address');
  const [status, setStatus] = useState(BASE_STATUS.checklistStatus);
  const answers = useJsonBox('{}');
  const subFields = useJsonBox('{}');
  const { data, failed } = useStudioData(brand);
  const brandId = brand || data?.org.orgMetaData.brand.id || '';
  const decision = useMemo(() => (data ? decidePage(data.routing, { ...sampleSnapshot(status, subFields.value), status }) : null), [data, status, subFields.value]);
  if (!data) return failed ? <Alert severity="error">{copy('studio.loadError')}</Alert> : <CircularProgress aria-label={copy('app.loading')} />;
  const address = previewAddress(STUDIO_PREVIEW_PAGE, { brand: brandId, target, answers: answers.value, status, subFields: subFields.value });
  const decidedDeclared = decision && findPage(data.pages, decision.page);
  const groupLabel = (group: TargetGroup) => (group.kind === 'flow' ? copy('studio.target.flow', { flow: group.flow })
    : group.kind === 'formSteps' ? copy('studio.target.formSteps') : copy('studio.target.pages'));
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>{copy('studio.title')}</Typography>
      <Typography sx={{ mb: 3 }}>{copy('studio.intro')}</Typography>
      <StudioProblems problems={data.problems} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, gap: 2, my: 3 }}>
        <TextField select label={copy('studio.brand')} value={brandId} onChange={(e) => setBrand(e.target.value)} slotProps={{ select: { native: true } }}>
          {data.brands.map((b) => <option key={b.id} value={b.id}>{`${b.id} — ${b.companyName}`}</option>)}
        </TextField>
        <TextField select label={copy('studio.target')} value={target} onChange={(e) => setTarget(e.target.value)} slotProps={{ select: { native: true } }}>
          {targetGroups(data).map((group) => (
            <optgroup key={`${group.kind}${group.flow ?? ''}`} label={groupLabel(group)}>
              {group.options.map((value) => <option key={value} value={value}>{value.replace(/^(step|page):/, '')}</option>)}
            </optgroup>
          ))}
        </TextField>
        <TextField
          label={copy('studio.answers')} value={answers.text} onChange={(e) => answers.onChange(e.target.value)} multiline minRows={3}
          error={answers.error !== null} helperText={answers.error ? copy('studio.jsonError', { message: answers.error }) : copy('studio.answersHelp')}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextField select label={copy('studio.status')} value={status} onChange={(e) => setStatus(e.target.value)} slotProps={{ select: { native: true } }}>
            {knownStatuses(data.routing).map((s) => <option key={s} value={s}>{s}</option>)}
          </TextField>
          <TextField
            label={copy('studio.subFields')} value={subFields.text} onChange={(e) => subFields.onChange(e.target.value)} multiline minRows={2}
            error={subFields.error !== null} helperText={subFields.error ? copy('studio.jsonError', { message: subFields.error }) : copy('studio.subFieldsHelp')}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
        </Box>
      </Box>
      {decision ? (
        <Box component="section" aria-labelledby="studio-routing-heading" sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" id="studio-routing-heading">{copy('studio.routing.title')}</Typography>
          <Typography data-testid="studio-decision">{copy('studio.routing.decision', { page: decision.page, because: decision.because })}</Typography>
          {decidedDeclared ? (
            <Button variant="outlined" sx={{ mt: 1 }} onClick={() => setTarget(targetValue({ kind: 'page', path: decision.page }))}>{copy('studio.routing.show')}</Button>
          ) : null}
        </Box>
      ) : null}
      <StudioFrames address={address} />
    </Box>
  );
}
