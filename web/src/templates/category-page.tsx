import type { HeadProps, PageProps } from 'gatsby';
import type { CategoryPageContext } from '../docPages/categoryCards.ts';
import { CategoryIndex } from '../theme/CategoryIndex/index.tsx';
import { BreadcrumbsStructuredData } from '../theme/DocBreadcrumbs/StructuredData.tsx';
import { activeDocOf } from '../theme/DocSidebar/activeDoc.ts';
import { Layout } from '../theme/Layout/index.tsx';
import { SiteHead } from '../theme/SiteHead/index.tsx';

export default function CategoryPageTemplate({ location, pageContext }: PageProps<object, CategoryPageContext>) {
  const active = activeDocOf(location.pathname, pageContext);
  return (
    <Layout pathname={location.pathname} activeDoc={active}>
      <CategoryIndex page={pageContext} active={active} />
    </Layout>
  );
}

export function Head({ location, pageContext }: HeadProps<object, CategoryPageContext>) {
  return (
    <>
      <SiteHead
        title={pageContext.title}
        description={pageContext.description}
        pathname={location.pathname}
        docsVersion={pageContext.version}
        docsSection={pageContext.section}
      />
      <BreadcrumbsStructuredData crumbs={pageContext.breadcrumbs} />
    </>
  );
}
