import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { decisionNotice, type NoticeBlock } from '../../../engine/core';
import type { Application } from '../../api/registration-api';
import { useEnvironment } from '../../org/environment';
import { decisionNoticeLayout, decisionOf } from './decision-notice-data';
import { NoticeDownloadLink } from './NoticeDownloadLink';

/** One block of a notice section: a paragraph, or a bulleted list. */
function Block({ block }: { block: NoticeBlock }) {
  if (block.kind === 'text') return <Typography sx={{ mb: 1 }}>{block.text}</Typography>;
  return (
    <Box component="ul" sx={{ pl: 3, mt: 0, mb: 1.5, '& li': { mb: 0.5 } }}>
      {block.items.map((item) => <li key={item}><Typography component="span">{item}</Typography></li>)}
    </Box>
  );
}

/**
 * The application's credit decision as its notice says it, in the brand's words (flows/application/decision-notice.json):
 * one section per part (reasons, credit score, rights), each under its own heading, then the link to the stored PDF.
 * Nothing when the application has no decision.
 */
export function DecisionNoticeView({ application }: { application: Application }) {
  const { copy } = useEnvironment();
  const decision = decisionOf(application);
  if (!decision) return null;
  const notice = decisionNotice(decisionNoticeLayout, decision, copy, application.loanNumber);
  const documents = Array.isArray(application.documents) ? (application.documents as { uuid: string; fileName: string }[]) : [];
  const stored = documents.find((d) => d.uuid === decision.noticeDocumentUuid);
  return (
    <Box data-testid="decision-notice" sx={{ mb: 2 }}>
      {notice.sections.map((section) => (
        <Box component="section" key={section.id} aria-labelledby={`decision-${section.id}-heading`} sx={{ mb: 2 }} data-section={section.id}>
          <Typography variant="h6" component="h2" id={`decision-${section.id}-heading`} sx={{ mb: 1 }}>{section.heading}</Typography>
          {section.blocks.map((block, i) => <Block key={i} block={block} />)}
        </Box>
      ))}
      {stored ? (
        <NoticeDownloadLink
          applicationUuid={application.uuid} documentUuid={stored.uuid} fileName={stored.fileName} label={copy(decisionNoticeLayout.downloadKey)}
        />
      ) : null}
    </Box>
  );
}
