import { LINK_TARGET_QUERY, linkableHeadings, SANITY_API_VERSION } from '@react-redux-docs/schemas';
import { Select, Stack, Text } from '@sanity/ui';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { type InputProps, type Path, type StringInputProps, set, useClient, useFormValue } from 'sanity';

type Heading = ReturnType<typeof linkableHeadings>[number];

/** The Section field of a link to a doc, `…markDefs[_key].anchor`, gets the heading picker; any other input is as it was. */
export function withLinkAnchorInput(props: InputProps) {
  const { path } = props;
  const isSection = path.at(-1) === 'anchor' && path.at(-3) === 'markDefs' && props.schemaType.jsonType === 'string';
  return isSection ? <LinkAnchorInput {...(props as StringInputProps)} /> : props.renderDefault(props);
}

/**
 * A link's section picked from the linked doc's headings, in the page's order, each indented by its level; the
 * anchor can still be typed. The schema's rule flags an anchor no heading has, in this field.
 */
export function LinkAnchorInput(props: StringInputProps) {
  const linkPath: Path = props.path.slice(0, -1);
  const link = useFormValue(linkPath) as { _type?: string; reference?: { _ref?: string } } | undefined;
  const targetId = link?._type === 'internalLink' ? link.reference?._ref : undefined;
  const headings = useHeadings(targetId);
  const id = useId();
  if (!targetId || !headings) return props.renderDefault(props);

  const pick = (event: ChangeEvent<HTMLSelectElement>) => {
    const anchor = event.currentTarget.value;
    if (anchor) props.onChange(set(anchor));
  };
  const listed = headings.some((heading) => heading.anchor === props.value);
  return (
    <Stack gap={2}>
      <Select
        id={id}
        aria-label="Pick a heading"
        value={listed ? props.value : ''}
        onChange={pick}
        disabled={props.readOnly}
      >
        <option value="">{headings.length > 0 ? 'Pick a heading…' : 'That doc has no headings'}</option>
        {headings.map((heading) => (
          <option key={heading.anchor} value={heading.anchor}>
            {`${'\u00a0\u00a0'.repeat(heading.level - 2)}${heading.text} (#${heading.anchor})`}
          </option>
        ))}
      </Select>
      {props.renderDefault(props)}
      {props.validation.map((marker) => (
        <Text key={marker.message} size={1} data-testid="link-anchor-problem">
          {marker.message}
        </Text>
      ))}
    </Stack>
  );
}

/** The headings of the doc `targetId` (published, else its draft), or undefined while they load. */
function useHeadings(targetId: string | undefined): Heading[] | undefined {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [headings, setHeadings] = useState<{ of: string; list: Heading[] }>();
  useEffect(() => {
    if (!targetId) return;
    let current = true;
    client
      .fetch<Parameters<typeof linkableHeadings>[0]>(LINK_TARGET_QUERY, { targetId })
      .then((target) => current && setHeadings({ of: targetId, list: linkableHeadings(target) }))
      .catch(() => current && setHeadings({ of: targetId, list: [] }));
    return () => {
      current = false;
    };
  }, [client, targetId]);
  return headings !== undefined && headings.of === targetId ? headings.list : undefined;
}
