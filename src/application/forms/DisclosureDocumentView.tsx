import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DisclosureDocument } from '../../api/application-api';
import { Paragraphs } from './Paragraphs';

/** One disclosure: its title (h2) and its text in a scrollable, keyboard-focusable region named by the title. */
export function DisclosureDocumentView({ document }: { document: DisclosureDocument }) {
  const titleId = `disclosure-${document.uuid}-title`;
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" id={titleId} sx={{ mb: 1 }}>{document.title}</Typography>
      <Box
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        sx={{ maxHeight: 240, overflowY: 'auto', p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      >
        <Paragraphs text={document.body} />
      </Box>
    </Box>
  );
}
