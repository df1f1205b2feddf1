import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OutboxMail } from '../../api/dev-mail-api';
import { useEnvironment } from '../../org/environment';
import { sentAtText } from './dev-mail-model';

/**
 * The stored mails as a labelled list, newest first: each an article headed by its subject (heading navigation goes
 * mail by mail), recipient and time as a description list, then the text as it was sent.
 */
export function OutboxList({ mails }: { mails: OutboxMail[] }) {
  const { copy } = useEnvironment();
  return (
    <Box component="section" aria-labelledby="dev-mail-list">
      <Typography variant="h5" component="h2" id="dev-mail-list" sx={{ mb: 1.5 }}>{copy('devMail.list.heading')}</Typography>
      <Box component="ol" aria-labelledby="dev-mail-list" data-testid="dev-mail-list" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {mails.map((mail) => (
          <Box component="li" key={mail.uuid} data-testid="dev-mail">
            <Box component="article" aria-labelledby={`mail-${mail.uuid}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}>
              <Typography variant="h6" component="h3" id={`mail-${mail.uuid}`} sx={{ mb: 1, overflowWrap: 'anywhere' }}>{mail.subject}</Typography>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 1.5, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
                <Typography component="dt" sx={{ fontWeight: 700 }}>{copy('devMail.field.to')}</Typography>
                <Typography component="dd" data-testid="dev-mail-to">{mail.to}</Typography>
                <Typography component="dt" sx={{ fontWeight: 700 }}>{copy('devMail.field.sentAt')}</Typography>
                <Typography component="dd"><time dateTime={mail.createdAt}>{sentAtText(mail.createdAt)}</time></Typography>
              </Box>
              <Typography component="pre" data-testid="dev-mail-text" sx={{ m: 0, fontFamily: 'inherit', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{mail.text}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
