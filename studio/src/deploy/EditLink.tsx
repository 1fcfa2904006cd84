/** A link that opens a document in the Studio's editor, at a field when one is given (a build problem's). */
import { IntentLink } from 'sanity/router';
import type { DocumentLinkRenderer } from './BuildProblemsList.tsx';

export const renderEditLink: DocumentLinkRenderer = (document, field, text) => (
  <IntentLink intent="edit" params={{ id: document.id, type: document.type, ...(field ? { path: field } : {}) }}>
    {text}
  </IntentLink>
);
