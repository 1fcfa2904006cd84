/**
 * Sanity's own Publish action, noting the press so the document's publish
 * status follows the build that carries the change (notedPublishes.ts).
 */
import type { DocumentActionComponent } from 'sanity';
import { notePublishPressed } from './notedPublishes.ts';

/** One wrapper per action: the resolver runs on every render, and a new component each time would lose its state. */
const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>();

export function followPublish(publish: DocumentActionComponent): DocumentActionComponent {
  const known = wrapped.get(publish);
  if (known) return known;
  // biome-ignore lint/correctness/noComponentHookFactories: an action wraps the one it is given; cached above.
  const Follow: DocumentActionComponent = (props) => {
    const description = publish(props);
    if (!description) return description;
    const { onHandle } = description;
    return {
      ...description,
      onHandle: onHandle
        ? () => {
            notePublishPressed(props.id, props.published?._rev ?? null);
            onHandle();
          }
        : onHandle,
    };
  };
  Follow.action = publish.action;
  Follow.displayName = 'FollowPublish';
  wrapped.set(publish, Follow);
  return Follow;
}
