import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useEnvironment } from '../org/environment';
import {
  clearConsoleCondition, commentConsoleCondition, fetchConsoleConditions, raiseConsoleCondition, type ConditionRaise, type ConsoleCondition,
} from './console-api';
import { ConsoleLoadError, ConsoleLoading } from './ConsoleFrame';
import { ConsoleSection } from './ConsoleSection';
import { ConditionItem } from './ConditionItem';
import { RaiseConditionForm, type RaiseSigner } from './RaiseConditionForm';
import { useMay } from './use-staff';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; conditions: ConsoleCondition[] };

interface ConditionsPanelProps {
  applicationUuid: string;
  /** The co-signers a raised condition may be for. */
  signers?: readonly RaiseSigner[];
  /** Whether those co-signers have conditions pages (their flag, for the application's brand). */
  signerConditions?: boolean;
  /** Changes when the application page refreshes itself: the conditions are asked for again (what is shown stays on a failure). */
  tick?: number;
  onChanged?: () => void;
}

/**
 * The application's conditions in the console: each condition (category, status, who it is for, comments, files
 * uploaded) and, for the roles the role data allows, the raise form and each open condition's comment and clear
 * actions. What was done is announced.
 */
export function ConditionsPanel({ applicationUuid, signers = [], signerConditions = false, tick = 0, onChanged }: ConditionsPanelProps) {
  const { copy } = useEnvironment();
  const mayRaise = useMay('raiseCondition');
  const mayComment = useMay('commentCondition');
  const mayClear = useMay('clearCondition');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [done, setDone] = useState('');
  useEffect(() => {
    let live = true;
    fetchConsoleConditions(applicationUuid).then(
      (conditions) => live && setLoad({ status: 'loaded', conditions }),
      () => live && setLoad((now) => (now.status === 'loaded' ? now : { status: 'failed' })),
    );
    return () => { live = false; };
  }, [applicationUuid, round, tick]);
  const retry = useCallback(() => setRound((r) => r + 1), []);
  const after = (doneKey: string) => (conditions: ConsoleCondition[]) => {
    setLoad({ status: 'loaded', conditions });
    setDone(copy(doneKey));
    onChanged?.();
  };
  const raise = async (input: ConditionRaise) => after('console.conditions.raise.done')(await raiseConsoleCondition(applicationUuid, input));
  return (
    <ConsoleSection id="console-conditions" title={copy('console.conditions.title')}>
      <Typography sx={{ mb: 2 }}>{copy('console.conditions.intro')}</Typography>
      <Box role="status" sx={{ mb: done ? 2 : 0 }}>{done ? <Alert severity="success" data-testid="console-conditions-done">{done}</Alert> : null}</Box>
      {load.status === 'loading' ? <ConsoleLoading /> : null}
      {load.status === 'failed' ? (
        <ConsoleLoadError onRetry={retry} message={copy('console.conditions.loadError')} />
      ) : null}
      {load.status === 'loaded' && load.conditions.length === 0 ? <Typography data-testid="console-conditions-empty">{copy('console.conditions.empty')}</Typography> : null}
      {load.status === 'loaded' && load.conditions.length > 0 ? (
        <Box component="ul" sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}>
          {load.conditions.map((c) => (
            <ConditionItem key={c.uuid} condition={c} mayComment={mayComment} mayClear={mayClear}
              onComment={async (text) => after('console.conditions.comment.done')(await commentConsoleCondition(applicationUuid, c.uuid, text))}
              onClear={async (reason) => after('console.conditions.clear.done')(await clearConsoleCondition(applicationUuid, c.uuid, reason))} />
          ))}
        </Box>
      ) : null}
      {mayRaise ? <Box sx={{ mt: 3 }}><RaiseConditionForm onRaise={raise} signers={signers} signerConditions={signerConditions} /></Box> : null}
    </ConsoleSection>
  );
}
