import { type PreviewSources, resolvePreview } from './resolvePreview.ts';

export type LandingPreview = {
  /** The props of the site's Landing component, as its query gives them. */
  content: Queries.LandingPageFieldsFragment;
  problems: string;
};

type Fields = Record<string, unknown>;
const fields = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});
const list = (value: unknown): Fields[] => (Array.isArray(value) ? value.map(fields) : []);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The home page as readers will get it: the resolved document shaped as the Landing component's query. */
export function landingPreview(sources: PreviewSources): LandingPreview {
  const { data, routeOf, problems } = resolvePreview(sources);
  const hero = fields(data.hero);
  const actions = list(hero.actions).map((action) => {
    const route = typeof action.doc === 'string' ? routeOf(action.doc) : undefined;
    return {
      _key: text(action._key),
      label: text(action.label) ?? '',
      variant: text(action.variant),
      anchor: text(action.anchor),
      url: text(action.url),
      doc: route ? { route: { current: route } } : null,
    };
  });
  return {
    content: {
      hero: { title: text(hero.title) ?? '', tagline: text(hero.tagline) ?? '', actions },
      features: list(data.features).map((feature) => ({
        _key: text(feature._key),
        title: text(feature.title) ?? '',
        text: text(feature.text) ?? '',
      })),
    } as Queries.LandingPageFieldsFragment,
    problems,
  };
}
