import { graphql } from 'gatsby';
import { hrefFor } from '../links.ts';
import { SmartLink } from '../SmartLink.tsx';
import * as styles from './styles.module.css';

export const landingFragment = graphql`
  fragment LandingPageFields on SanityLandingPage {
    hero {
      title
      tagline
      actions {
        _key
        label
        variant
        anchor
        url
        doc {
          route {
            current
          }
        }
      }
    }
    features {
      _key
      title
      text
    }
  }
`;

export function Landing({ content }: { content: Queries.LandingPageFieldsFragment }) {
  return (
    <>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{content.hero.title}</h1>
        <p className={styles.tagline}>{content.hero.tagline}</p>
        <div className={styles.actions}>
          {(content.hero.actions ?? []).map((action) => {
            const href = hrefFor(action);
            return href ? (
              <SmartLink
                key={action._key}
                href={href}
                className={action.variant === 'secondary' ? styles.secondary : styles.primary}
              >
                {action.label}
              </SmartLink>
            ) : null;
          })}
        </div>
      </header>
      <section className={styles.features} aria-label="Features">
        {(content.features ?? []).map((feature) => (
          <div key={feature._key} className={styles.feature}>
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </div>
        ))}
      </section>
    </>
  );
}
