/**
 * The problems a failed build listed, in editors' words, grouped as the build
 * log groups them, each with a link that opens its document (the Studio passes
 * the link, so the list also works on a test page without the Studio's router).
 */
import { documentTypeTitle } from '@react-redux-docs/scripts/webhook';
import type { BuildProblem, BuildProblemsReport } from '@react-redux-docs/web/deploys';
import { plainProblemMessage, readablePath } from '@react-redux-docs/web/preview';
import { Stack, Text } from '@sanity/ui';
import type { ReactNode } from 'react';

export type ProblemDocument = NonNullable<BuildProblem['document']>;

/** A link to edit the document at the field; the Studio's is an intent link. */
export type DocumentLinkRenderer = (document: ProblemDocument, field: string | undefined, text: string) => ReactNode;

export function documentLabel(document: ProblemDocument): string {
  // The schema's own title of the type, as the Studio names it everywhere ("Doc page").
  const type = documentTypeTitle(document.type);
  return document.title ? `${type} “${document.title}”` : type;
}

export function BuildProblemsList(props: { report: BuildProblemsReport; renderLink?: DocumentLinkRenderer }) {
  const { report, renderLink } = props;
  const groups = new Map<string, BuildProblem[]>();
  for (const problem of report.problems) groups.set(problem.heading, [...(groups.get(problem.heading) ?? []), problem]);
  const more = report.total - report.problems.length;
  return (
    <Stack gap={3} data-build-problems={report.total}>
      {[...groups].map(([heading, problems]) => (
        <Stack key={heading} gap={2}>
          <Text size={1} weight="semibold">
            {heading}
          </Text>
          <Stack as="ul" gap={2} style={{ margin: 0, paddingLeft: '1.2em' }}>
            {problems.map((problem) => (
              // The build tells each problem once: document, field and message make it unique.
              <li key={`${problem.document?.id ?? ''}:${problem.field ?? ''}:${problem.message}`}>
                <Text size={1}>
                  {problem.document && (
                    <>
                      {renderLink
                        ? renderLink(problem.document, problem.field, documentLabel(problem.document))
                        : documentLabel(problem.document)}
                      {problem.field ? `, ${readablePath(problem.field)}` : ''}
                      {': '}
                    </>
                  )}
                  {plainProblemMessage(problem.message)}
                </Text>
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
      {more > 0 && (
        <Text size={1} muted>
          And {more} more; fixing these and publishing lists the rest.
        </Text>
      )}
    </Stack>
  );
}
