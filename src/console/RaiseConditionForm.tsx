import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { answerableCategories } from '../../engine/core';
import { conditions as conditionRules } from '../../flows/platform/console-roles.json';
import { conditions as signerConditionsSetting } from '../../flows/platform/signer-pages.json';
import { ApiError } from '../api/api-error';
import { conditionsData } from '../conditions/conditions-data';
import { useEnvironment } from '../org/environment';
import type { ConditionRaise } from './console-api';
import { categoryKey } from './ConditionItem';
import { asksForDocuments, defaultRequest, RaiseDocumentsFields, requestProblems, type DocumentRequest } from './RaiseDocumentsFields';

/** A co-signer a condition may be for. */
export interface RaiseSigner { uuid: string; name: string }

interface Shown { category?: boolean; types?: boolean; count?: boolean }

interface RaiseConditionFormProps {
  onRaise: (raise: ConditionRaise) => Promise<void>;
  signers?: readonly RaiseSigner[];
  /** Whether the co-signers have conditions pages (their flag, for the application's brand). */
  signerConditions?: boolean;
}

/**
 * Raises a condition: a category of conditions.json; for one taken care of by an upload, the document types asked
 * for and how many files (the category's own, to start with); for whom (the borrower, or a co-signer named on the
 * application, offered only for what a co-signer can answer: engine/core answerableCategories; with their pages off,
 * never, and the form says why); notes and a comment. Field errors are tied to their fields; the server's refusal is
 * announced.
 */
export function RaiseConditionForm({ onRaise, signers = [], signerConditions = false }: RaiseConditionFormProps) {
  const { copy } = useEnvironment();
  const answerable = answerableCategories(conditionsData.categories, signerConditionsSetting, signerConditions);
  const [category, setCategory] = useState('');
  const [request, setRequest] = useState<DocumentRequest>({ types: [], count: '' });
  const [forWhom, setForWhom] = useState('');
  const [notes, setNotes] = useState('');
  const [comment, setComment] = useState('');
  const [shown, setShown] = useState<Shown>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const max = conditionRules.textMaxLength;
  const documents = asksForDocuments(category);
  // A co-signer is offered while the category (none chosen yet, or the chosen one) is one they can answer; the categories
  // offered are those the chosen addressee can answer.
  const signerAnswers = category ? answerable.SIGNER.includes(category) : answerable.SIGNER.length > 0;
  const offered = signerAnswers ? signers : [];
  const forSigner = offered.some((s) => s.uuid === forWhom) ? forWhom : '';
  const categories = forSigner ? answerable.SIGNER : answerable.BORROWER;
  const choose = (next: string) => {
    setCategory(next);
    setRequest(defaultRequest(next));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Shown = { ...(category ? {} : { category: true }), ...(documents ? requestProblems(request) : {}) };
    setShown(problems);
    setError('');
    if (problems.category || problems.types || problems.count) return;
    setBusy(true);
    try {
      await onRaise({
        category,
        ...(documents ? { requestDocuments: request.types, numDocsRequired: Number(request.count) } : {}),
        ...(forSigner ? { coSignerUuid: forSigner } : {}),
        ...(notes.trim() ? { notes: notes.trim() } : {}), ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      choose('');
      setForWhom('');
      setNotes('');
      setComment('');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : copy('console.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="console-raise-heading" data-testid="console-raise" sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <Box component="h3" id="console-raise-heading" sx={{ typography: 'h6', m: 0 }}>{copy('console.conditions.raise.title')}</Box>
      {error ? <Alert severity="error" role="alert" data-testid="console-raise-error">{error}</Alert> : null}
      <TextField name="category" select required label={copy('console.conditions.raise.category')} value={category} onChange={(e) => choose(e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        error={!!shown.category} helperText={shown.category ? copy('console.conditions.raise.categoryRequired') : ' '}>
        <option value="" />
        {categories.map((c) => <option key={c} value={c}>{copy(categoryKey(c))}</option>)}
      </TextField>
      {documents ? <RaiseDocumentsFields request={request} onChange={setRequest} shown={shown} /> : null}
      <TextField name="coSignerUuid" select label={copy('console.conditions.raise.for')} value={forSigner} onChange={(e) => setForWhom(e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        helperText={signers.length > 0 && !signerConditions ? copy('console.conditions.raise.signersOff') : undefined}>
        <option value="">{copy('console.conditions.raise.forBorrower')}</option>
        {offered.map((s) => <option key={s.uuid} value={s.uuid}>{copy('console.conditions.raise.forSigner', { name: s.name })}</option>)}
      </TextField>
      <TextField name="notes" multiline minRows={2} label={copy('console.conditions.raise.notes')} value={notes} onChange={(e) => setNotes(e.target.value)}
        helperText={copy('console.conditions.raise.textHelp', { max })} slotProps={{ htmlInput: { maxLength: max } }} />
      <TextField name="comment" multiline minRows={2} label={copy('console.conditions.raise.comment')} value={comment} onChange={(e) => setComment(e.target.value)}
        helperText={copy('console.conditions.raise.textHelp', { max })} slotProps={{ htmlInput: { maxLength: max } }} />
      <Box><Button type="submit" variant="contained" disabled={busy}>{copy('console.conditions.raise.submit')}</Button></Box>
    </Box>
  );
}
