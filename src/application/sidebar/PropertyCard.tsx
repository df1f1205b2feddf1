import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { COPY_FAMILIES, formatMoney } from '../../../engine/core';
import type { Application } from '../../api/registration-api';
import { useEnvironment } from '../../org/environment';
import { DetailList } from './DetailList';
import { formatPropertyAddress, titleCase } from './sidebar-model';

/** The property details card (registration §2 "Sidebar"): address, property value (adjustedHomeAmount) and condition. */
export function PropertyCard({ application }: { application: Application }) {
  const { copy, copyOf } = useEnvironment();
  const property = application.property;
  if (!property) return null;
  const condition = property.condition || 'UNKNOWN';
  // A condition the brand has no words for (not one of the condition step's values) is shown title-cased.
  const known = (COPY_FAMILIES['sidebar.condition.*'].values as readonly string[]).includes(condition);
  const conditionWords = known ? copyOf('sidebar.condition.*', condition) : titleCase(condition.replace(/_/g, ' '));
  const value = Number(property.adjustedHomeAmount);
  return (
    <Box component="section" aria-labelledby="sidebar-property-heading" data-testid="sidebar-property" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography variant="subtitle1" component="h3" id="sidebar-property-heading" sx={{ fontWeight: 700, mb: 1 }}>{copy('sidebar.property.heading')}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="sidebar-address">{formatPropertyAddress(property)}</Typography>
      <DetailList
        rows={[
          [copy('sidebar.property.value'), Number.isFinite(value) && value > 0 ? formatMoney(value) : copy('sidebar.property.valueUnknown')],
          [copy('sidebar.property.condition'), conditionWords],
        ]}
      />
    </Box>
  );
}
