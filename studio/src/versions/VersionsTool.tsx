/**
 * The Versions tool's page: a form that releases the current docs as a version (name, then Release: the label,
 * path and "latest release" have defaults), and the versions there are, each with Relabel and Remove. Every job is
 * one transaction, published at once; the publish webhook then rebuilds the site.
 */
import { copiedCounts, defaultVersionPath, VersionJobError } from '@react-redux-docs/schemas/version-jobs';
import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Container,
  Flex,
  Heading,
  Select,
  Stack,
  Text,
  TextInput,
} from '@sanity/ui';
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { useClient } from 'sanity';
import {
  loadCurrentPath,
  loadSections,
  loadVersions,
  relabelVersion,
  releaseVersion,
  removeVersion,
  type SectionSummary,
  VERSIONS_API_VERSION,
  type VersionSummary,
  type VersionsClient,
} from './versionJobs.ts';

type Outcome = { tone: 'positive' | 'critical'; title: string; lines: readonly string[] } | undefined;

function failure(title: string, error: unknown): Outcome {
  const lines = error instanceof VersionJobError ? error.problems : [(error as Error).message];
  return { tone: 'critical', title, lines };
}

export function VersionsTool() {
  const client = useClient({ apiVersion: VERSIONS_API_VERSION }) as unknown as VersionsClient;
  const [versions, setVersions] = useState<VersionSummary[] | undefined>();
  const [currentPath, setCurrentPath] = useState('');
  const [sections, setSections] = useState<SectionSummary[]>([]);
  const [outcome, setOutcome] = useState<Outcome>();
  const reload = useCallback(async () => {
    const [list, path, found] = await Promise.all([
      loadVersions(client),
      loadCurrentPath(client),
      loadSections(client),
    ]);
    setVersions(list);
    setCurrentPath(path);
    setSections(found);
  }, [client]);
  useEffect(() => {
    reload().catch((error: unknown) => setOutcome(failure('Could not read the docs versions', error)));
  }, [reload]);

  return (
    <Container width={2} padding={4}>
      <Stack gap={5}>
        <Stack gap={3}>
          <Heading as="h1" size={2}>
            Versions
          </Heading>
          <Text size={1} muted>
            A version is a copy of the docs kept for readers of an older release, with its own address and sidebar.
          </Text>
        </Stack>
        <ReleaseForm
          client={client}
          currentPath={currentPath}
          sections={sections}
          onDone={setOutcome}
          reload={reload}
        />
        {outcome && <OutcomeCard outcome={outcome} />}
        <VersionList versions={versions} client={client} onDone={setOutcome} reload={reload} />
      </Stack>
    </Container>
  );
}

interface JobProps {
  client: VersionsClient;
  onDone: (outcome: Outcome) => void;
  reload: () => Promise<void>;
}

function ReleaseForm({
  client,
  currentPath,
  sections,
  onDone,
  reload,
}: JobProps & { currentPath: string; sections: readonly SectionSummary[] }) {
  // Which docs are released: the main docs (''), or a docs section's (its id). Only asked when there are sections.
  const [sectionId, setSectionId] = useState('');
  const section = sections.find((candidate) => candidate._id === sectionId);
  const [name, setName] = useState('');
  const [label, setLabel] = useState('');
  const [path, setPath] = useState('');
  const [latest, setLatest] = useState(true);
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    onDone(undefined);
    const started = performance.now();
    try {
      const plan = await releaseVersion(client, {
        name: trimmed,
        latest,
        ...(section ? { section: section._id } : {}),
        ...(label.trim() ? { label } : {}),
        ...(path.trim() ? { path } : {}),
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      onDone({
        tone: 'positive',
        title: `Released ${String(plan.version.label)}`,
        lines: [
          `${copiedCounts(plan)} now live under /${String(plan.version.path)}, published together in ${seconds} s. The site rebuilds by itself.`,
          ...(plan.unpublishedChanges.length > 0
            ? [
                `Not in the release, as they are not published: changes to ${plan.unpublishedChanges.map((title) => `"${title}"`).join(', ')}.`,
              ]
            : []),
        ],
      });
      setName('');
      setLabel('');
      setPath('');
      await reload();
    } catch (error) {
      onDone(failure(`Could not release ${trimmed || 'the version'}`, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card padding={4} radius={2} border>
      <form onSubmit={submit} aria-label="Release the current docs">
        <Stack gap={4}>
          <Text weight="semibold">Release the current docs as a version</Text>
          <Text size={1} muted>
            Copies every published doc, sidebar category and link of the current docs into the new version. Links
            between the copies lead to the copies; images are shared. The current docs stay as they are.
          </Text>
          {sections.length > 0 && (
            <Field label="Docs" hint="Each docs section has versions and a version menu of its own.">
              <Select id="release-docs" value={sectionId} onChange={(event) => setSectionId(event.currentTarget.value)}>
                <option value="">Main docs</option>
                {sections.map((candidate) => (
                  <option key={candidate._id} value={candidate._id}>
                    {candidate.label}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Field label="Version name" hint='Like "1.x" or "7.2.0".'>
            <TextInput id="release-name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
          </Field>
          <Flex gap={3} wrap="wrap">
            <Box flex={1}>
              <Field label="Label in the version menu" hint="Empty: the name.">
                <TextInput
                  id="release-label"
                  value={label}
                  placeholder={trimmed}
                  onChange={(event) => setLabel(event.currentTarget.value)}
                />
              </Field>
            </Box>
            <Box flex={1}>
              <Field label="Path" hint="Empty: beside the current docs.">
                <TextInput
                  id="release-path"
                  value={path}
                  placeholder={trimmed ? defaultVersionPath(trimmed, section ? section.path : currentPath) : ''}
                  onChange={(event) => setPath(event.currentTarget.value)}
                />
              </Field>
            </Box>
          </Flex>
          <Flex gap={2} align="center" as="label">
            <Checkbox id="release-latest" checked={latest} onChange={() => setLatest(!latest)} />
            <Text size={1}>The latest release: search looks in it first, and the current docs say they are ahead</Text>
          </Flex>
          <Box>
            <Button
              type="submit"
              tone="primary"
              text={busy ? 'Releasing…' : trimmed ? `Release ${trimmed}` : 'Release'}
              loading={busy}
              disabled={busy || trimmed === ''}
            />
          </Box>
        </Stack>
      </form>
    </Card>
  );
}

function Field({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size={1} weight="medium">
        {label}
      </Text>
      {children}
      <Text size={1} muted>
        {hint}
      </Text>
    </Stack>
  );
}

function OutcomeCard({ outcome }: { outcome: NonNullable<Outcome> }) {
  return (
    <Card padding={4} radius={2} border tone={outcome.tone} role={outcome.tone === 'critical' ? 'alert' : 'status'}>
      <Stack gap={3}>
        <Text weight="semibold">{outcome.title}</Text>
        {outcome.lines.map((line) => (
          <Text key={line} size={1}>
            {line}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

function VersionList({ versions, ...job }: JobProps & { versions: VersionSummary[] | undefined }) {
  if (!versions) return <Text muted>Loading the versions…</Text>;
  if (versions.length === 0) return <Text muted>No version has been released yet.</Text>;
  return (
    <Stack as="ul" gap={2} aria-label="Released versions" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {versions.map((version) => (
        <VersionRow key={version._id} version={version} {...job} />
      ))}
    </Stack>
  );
}

type RowState = { kind: 'idle' } | { kind: 'relabelling'; label: string } | { kind: 'confirmingRemoval' };

function VersionRow({ version, client, onDone, reload }: JobProps & { version: VersionSummary }) {
  const [state, setState] = useState<RowState>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const run = async (job: () => Promise<string>, failed: string) => {
    setBusy(true);
    try {
      const title = await job();
      onDone({ tone: 'positive', title, lines: [] });
      setState({ kind: 'idle' });
      await reload();
    } catch (error) {
      onDone(failure(failed, error));
    } finally {
      setBusy(false);
    }
  };
  const relabel = (event: FormEvent) => {
    event.preventDefault();
    if (state.kind !== 'relabelling') return;
    const label = state.label;
    void run(async () => {
      await relabelVersion(client, version._id, label);
      return `${version.label} is now called ${label.trim()}`;
    }, `Could not relabel ${version.label}`);
  };
  const remove = () =>
    run(async () => {
      const plan = await removeVersion(client, version._id);
      return `Removed ${version.label} and its ${plan.docCount} docs`;
    }, `Could not remove ${version.label}`);

  return (
    <Card as="li" padding={3} radius={2} border aria-label={version.label}>
      <Stack gap={3}>
        <Flex gap={3} align="center" wrap="wrap">
          <Stack gap={2} flex={1}>
            <Flex gap={2} align="center">
              <Text weight="semibold">{version.label}</Text>
              {version.isLast && <Badge tone="positive">Latest release</Badge>}
            </Flex>
            <Text size={1} muted>
              {version.section ? `${version.section} · ` : ''}
              {version.name} · /{version.path} · {version.docs} {version.docs === 1 ? 'doc' : 'docs'}
            </Text>
          </Stack>
          <Button
            mode="ghost"
            text="Relabel"
            disabled={busy}
            onClick={() => setState({ kind: 'relabelling', label: version.label })}
          />
          <Button
            mode="ghost"
            tone="critical"
            text="Remove"
            disabled={busy}
            onClick={() => setState({ kind: 'confirmingRemoval' })}
          />
        </Flex>
        {state.kind === 'relabelling' && (
          <form onSubmit={relabel} aria-label={`Relabel ${version.label}`}>
            <Flex gap={2}>
              <Box flex={1}>
                <TextInput
                  aria-label="New label"
                  value={state.label}
                  autoFocus
                  onChange={(event) => setState({ kind: 'relabelling', label: event.currentTarget.value })}
                />
              </Box>
              <Button type="submit" tone="primary" text="Save" loading={busy} disabled={busy} />
              <Button mode="ghost" text="Cancel" disabled={busy} onClick={() => setState({ kind: 'idle' })} />
            </Flex>
          </form>
        )}
        {state.kind === 'confirmingRemoval' && (
          <Card padding={3} radius={2} tone="caution">
            <Stack gap={3}>
              <Text size={1}>
                Remove {version.label} with its {version.docs} docs, categories and links? Their pages leave the site at
                the next build, and the version menu no longer offers it.
              </Text>
              <Flex gap={2}>
                <Button
                  tone="critical"
                  text={`Remove ${version.label}`}
                  loading={busy}
                  disabled={busy}
                  onClick={() => void remove()}
                />
                <Button mode="ghost" text="Cancel" disabled={busy} onClick={() => setState({ kind: 'idle' })} />
              </Flex>
            </Stack>
          </Card>
        )}
      </Stack>
    </Card>
  );
}
