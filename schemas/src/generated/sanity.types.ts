// Generated from the schema by `npm run typegen -w schemas` (src/typegen). Do not edit.

export declare const internalGroqTypeReferenceTo: unique symbol;

export type Code = {
  _type: "code";
  language?: string;
  filename?: string;
  code?: string;
  highlightedLines?: Array<number>;
  showLineNumbers?: boolean;
  alsoJavaScript?: boolean;
};

export type RedirectRule = {
  _type: "redirectRule";
  from: string;
  to: string;
  status: 301 | 302 | 303 | 307 | 308 | 200 | 404 | 410;
  force?: boolean;
  note?: string;
};

export type SnippetReference = {
  _ref: string;
  _type: "reference";
  _weak?: boolean;
  [internalGroqTypeReferenceTo]?: "snippet";
};

export type SnippetRef = {
  _type: "snippetRef";
  snippet: SnippetReference;
};

export type DocReference = {
  _ref: string;
  _type: "reference";
  _weak?: boolean;
  [internalGroqTypeReferenceTo]?: "doc";
};

export type SanityImageAssetReference = {
  _ref: string;
  _type: "reference";
  _weak?: boolean;
  [internalGroqTypeReferenceTo]?: "sanity.imageAsset";
};

export type Collapsible = {
  _type: "collapsible";
  summary: string;
  open?: boolean;
  body: Array<{
    children?: Array<{
      marks?: Array<string>;
      text?: string;
      _type: "span";
      _key: string;
    } | {
      id: string;
      _type: "anchor";
      _key: string;
    } | {
      tex: string;
      _type: "inlineMath";
      _key: string;
    }>;
    style?: "normal" | "blockquote";
    listItem?: "bullet" | "number";
    markDefs?: Array<{
      href: string;
      _type: "link";
      _key: string;
    } | {
      reference: DocReference;
      anchor?: string;
      _type: "internalLink";
      _key: string;
    }>;
    level?: number;
    _type: "block";
    _key: string;
  } | {
    _key: string;
  } & Code | {
    _key: string;
  } & Math | {
    _key: string;
  } & Admonition | {
    _key: string;
  } & Table | {
    asset: SanityImageAssetReference;
    media?: unknown;
    hotspot?: SanityImageHotspot;
    crop?: SanityImageCrop;
    alt: string;
    caption?: string;
    _type: "image";
    _key: string;
  } | {
    _key: string;
  } & Tabs | {
    _key: string;
  } & Embed | {
    _key: string;
  } & Divider | {
    _key: string;
  } & DocCards>;
};

export type DocCards = {
  _type: "docCards";
  of?: string;
};

export type Math = {
  _type: "math";
  tex: string;
};

export type Divider = {
  _type: "divider";
  style?: string;
};

export type Embed = {
  _type: "embed";
  url: string;
  title: string;
};

export type Tab = {
  _type: "tab";
  label: string;
  value?: string;
  body: Array<{
    children?: Array<{
      marks?: Array<string>;
      text?: string;
      _type: "span";
      _key: string;
    } | {
      id: string;
      _type: "anchor";
      _key: string;
    } | {
      tex: string;
      _type: "inlineMath";
      _key: string;
    }>;
    style?: "normal";
    listItem?: "bullet" | "number";
    markDefs?: Array<{
      href: string;
      _type: "link";
      _key: string;
    } | {
      reference: DocReference;
      anchor?: string;
      _type: "internalLink";
      _key: string;
    }>;
    level?: number;
    _type: "block";
    _key: string;
  } | {
    _key: string;
  } & Code | {
    _key: string;
  } & Math>;
};

export type Tabs = {
  _type: "tabs";
  groupId?: string;
  tabs: Array<{
    _key: string;
  } & Tab>;
};

export type TableCell = {
  _type: "tableCell";
  content?: Array<{
    children?: Array<{
      marks?: Array<string>;
      text?: string;
      _type: "span";
      _key: string;
    } | {
      id: string;
      _type: "anchor";
      _key: string;
    } | {
      asset?: SanityImageAssetReference;
      media?: unknown;
      hotspot?: SanityImageHotspot;
      crop?: SanityImageCrop;
      alt: string;
      href?: string;
      _type: "inlineImage";
      _key: string;
    } | {
      tex: string;
      _type: "inlineMath";
      _key: string;
    }>;
    style?: "normal";
    listItem?: "bullet" | "number";
    markDefs?: Array<{
      href: string;
      _type: "link";
      _key: string;
    } | {
      reference: DocReference;
      anchor?: string;
      _type: "internalLink";
      _key: string;
    }>;
    level?: number;
    _type: "block";
    _key: string;
  }>;
};

export type TableRow = {
  _type: "tableRow";
  cells: Array<{
    _key: string;
  } & TableCell>;
};

export type Table = {
  _type: "table";
  hasHeaderRow?: boolean;
  rows: Array<{
    _key: string;
  } & TableRow>;
};

export type Admonition = {
  _type: "admonition";
  kind: "note" | "tip" | "info" | "warning" | "caution" | "danger";
  title?: string;
  body: Array<{
    children?: Array<{
      marks?: Array<string>;
      text?: string;
      _type: "span";
      _key: string;
    } | {
      id: string;
      _type: "anchor";
      _key: string;
    } | {
      tex: string;
      _type: "inlineMath";
      _key: string;
    }>;
    style?: "normal";
    listItem?: "bullet" | "number";
    markDefs?: Array<{
      href: string;
      _type: "link";
      _key: string;
    } | {
      reference: DocReference;
      anchor?: string;
      _type: "internalLink";
      _key: string;
    }>;
    level?: number;
    _type: "block";
    _key: string;
  } | {
    _key: string;
  } & Code | {
    _key: string;
  } & Math>;
};

export type Logo = {
  _type: "logo";
  asset: SanityImageAssetReference;
  media?: unknown;
  hotspot?: SanityImageHotspot;
  crop?: SanityImageCrop;
  alt: string;
};

export type FooterLinkGroup = {
  _type: "footerLinkGroup";
  title: string;
  links: Array<{
    _key: string;
  } & SiteLink>;
};

export type SidebarCategoryReference = {
  _ref: string;
  _type: "reference";
  _weak?: boolean;
  [internalGroqTypeReferenceTo]?: "sidebarCategory";
};

export type SidebarPlace = {
  _type: "sidebarPlace";
  category?: SidebarCategoryReference;
  position?: number;
  hidden?: boolean;
};

export type DocsSectionReference = {
  _ref: string;
  _type: "reference";
  _weak?: boolean;
  [internalGroqTypeReferenceTo]?: "docsSection";
};

export type NavbarItem = {
  _type: "navbarItem";
  kind?: "link" | "docsVersionDropdown" | "localeDropdown";
  label?: string;
  position: "left" | "right";
  doc?: DocReference;
  anchor?: string;
  url?: string;
  docsSection?: DocsSectionReference;
  dropdown?: Array<{
    _key: string;
  } & SiteLink>;
};

export type SiteLink = {
  _type: "siteLink";
  label: string;
  doc?: DocReference;
  anchor?: string;
  url?: string;
};

export type Redirects = {
  _id: string;
  _type: "redirects";
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  rules?: Array<{
    _key: string;
  } & RedirectRule>;
};

export type Footer = {
  _id: string;
  _type: "footer";
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  style: "dark" | "light";
  layout: "columns" | "row";
  logo?: Logo;
  logoUrl?: string;
  linkGroups?: Array<{
    _key: string;
  } & FooterLinkGroup>;
  copyright?: string;
};

export type Navbar = {
  _id: string;
  _type: "navbar";
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  title?: string;
  logo?: Logo;
  items?: Array<{
    _key: string;
  } & NavbarItem>;
};

export type SanityImageCrop = {
  _type: "sanity.imageCrop";
  top: number;
  bottom: number;
  left: number;
  right: number;
};

export type SanityImageHotspot = {
  _type: "sanity.imageHotspot";
  x: number;
  y: number;
  height: number;
  width: number;
};

export type Announcement = {
  _id: string;
  _type: "announcement";
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  enabled?: boolean;
  announcementId: string;
  content: Array<{
    children?: Array<{
      marks?: Array<string>;
      text?: string;
      _type: "span";
      _key: string;
    } | {
      id: string;
      _type: "anchor";
      _key: string;
    } | {
      tex: string;
      _type: "inlineMath";
      _key: string;
    }>;
    style?: "normal";
    listItem?: "bullet" | "number";
    markDefs?: Array<{
      href: string;
      _type: "link";
      _key: string;
    } | {
      reference: DocReference;
      anchor?: string;
      _type: "internalLink";
      _key: string;
    }>;
    level?: number;
    _type: "block";
    _key: string;
  }>;
  backgroundColor: string;
  textColor: string;
  isCloseable?: boolean;
};

export type LandingPage = {
  _id: string;
  _type: "landingPage";
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  hero: {
    title: string;
    tagline: string;
    actions?: Array<{
      label: string;
      variant?: "primary" | "secondary";
      doc?: DocReference;
      anchor?: string;
      url?: string;
      _type: "heroAction";
      _key: string;
    }>;
  };
  features?: Array<{
    title: string;
    text: string;
    _type: "feature";
    _key: string;
  }>;
};

export type SiteSettings = {
  _id: string;
  _type: "siteSettings";
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  title: string;
  tagline: string;
  url: string;
  titleDelimiter: string;
  favicon?: {
    asset?: SanityImageAssetReference;
    media?: unknown;
    hotspot?: SanityImageHotspot;
    crop?: SanityImageCrop;
    _type: "image";
  };
  socialCard?: {
    asset?: SanityImageAssetReference;
    media?: unknown;
    hotspot?: SanityImageHotspot;
    crop?: SanityImageCrop;
    _type: "image";
  };
  colorMode?: {
    defaultMode: "light" | "dark";
    respectPrefersColorScheme?: boolean;
    showSwitch?: boolean;
  };
  docsVersionLabel: string;
  docsVersionPath?: string;
  studioUrl?: string;
  showEditLinks?: boolean;
  hideNavbarOnScroll?: boolean;
  tocMinHeadingLevel: number;
  tocMaxHeadingLevel: number;
  missingResultsUrl?: string;
  algolia?: {
    appId?: string;
    searchApiKey?: string;
    indexName?: string;
    insights?: boolean;
  };
  analytics?: {
    provider?: "umami" | "plausible";
    scriptUrl?: string;
    siteId?: string;
  };
};

export type DocsVersionReference = {
  _ref: string;
  _type: "reference";
  _weak?: boolean;
  [internalGroqTypeReferenceTo]?: "docsVersion";
};

export type SidebarLink = {
  _id: string;
  _type: "sidebarLink";
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  label: string;
  href: string;
  version?: DocsVersionReference;
  section?: DocsSectionReference;
  sidebar?: SidebarPlace;
  description?: string;
};

export type SidebarCategory = {
  _id: string;
  _type: "sidebarCategory";
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  label: string;
  version?: DocsVersionReference;
  section?: DocsSectionReference;
  sidebar?: SidebarPlace;
  collapsible?: boolean;
  collapsed?: boolean;
  link?: {
    kind?: "none" | "doc" | "generatedIndex";
    doc?: DocReference;
    route?: Slug;
    title?: string;
  };
  description?: string;
};

export type Slug = {
  _type: "slug";
  current: string;
  source?: string;
};

export type Snippet = {
  _id: string;
  _type: "snippet";
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  title: string;
  body: Array<{
    children?: Array<{
      marks?: Array<string>;
      text?: string;
      _type: "span";
      _key: string;
    } | {
      id: string;
      _type: "anchor";
      _key: string;
    } | {
      tex: string;
      _type: "inlineMath";
      _key: string;
    }>;
    style?: "normal" | "h2" | "h3" | "h4" | "h5" | "h6" | "blockquote";
    listItem?: "bullet" | "number";
    markDefs?: Array<{
      href: string;
      _type: "link";
      _key: string;
    } | {
      reference: DocReference;
      anchor?: string;
      _type: "internalLink";
      _key: string;
    }>;
    level?: number;
    _type: "block";
    _key: string;
  } | {
    _key: string;
  } & Code | {
    _key: string;
  } & Math | {
    _key: string;
  } & Admonition | {
    _key: string;
  } & Table | {
    asset: SanityImageAssetReference;
    media?: unknown;
    hotspot?: SanityImageHotspot;
    crop?: SanityImageCrop;
    alt: string;
    caption?: string;
    _type: "image";
    _key: string;
  } | {
    _key: string;
  } & Tabs | {
    _key: string;
  } & Embed | {
    _key: string;
  } & Divider | {
    _key: string;
  } & DocCards | {
    _key: string;
  } & Collapsible>;
};

export type Page = {
  _id: string;
  _type: "page";
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  title: string;
  route: Slug;
  previousRoutes?: Array<string>;
  browserTitle?: string;
  description?: string;
  keywords?: Array<string>;
  hideTableOfContents?: boolean;
  body: Array<{
    children?: Array<{
      marks?: Array<string>;
      text?: string;
      _type: "span";
      _key: string;
    } | {
      id: string;
      _type: "anchor";
      _key: string;
    } | {
      tex: string;
      _type: "inlineMath";
      _key: string;
    }>;
    style?: "normal" | "h2" | "h3" | "h4" | "h5" | "h6" | "blockquote";
    listItem?: "bullet" | "number";
    markDefs?: Array<{
      href: string;
      _type: "link";
      _key: string;
    } | {
      reference: DocReference;
      anchor?: string;
      _type: "internalLink";
      _key: string;
    }>;
    level?: number;
    _type: "block";
    _key: string;
  } | {
    _key: string;
  } & Code | {
    _key: string;
  } & Math | {
    _key: string;
  } & Admonition | {
    _key: string;
  } & Table | {
    asset: SanityImageAssetReference;
    media?: unknown;
    hotspot?: SanityImageHotspot;
    crop?: SanityImageCrop;
    alt: string;
    caption?: string;
    _type: "image";
    _key: string;
  } | {
    _key: string;
  } & Tabs | {
    _key: string;
  } & Embed | {
    _key: string;
  } & Divider | {
    _key: string;
  } & DocCards | {
    _key: string;
  } & Collapsible | {
    _key: string;
  } & SnippetRef>;
};

export type Doc = {
  _id: string;
  _type: "doc";
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  title: string;
  route: Slug;
  previousRoutes?: Array<string>;
  version?: DocsVersionReference;
  section?: DocsSectionReference;
  sidebar?: SidebarPlace;
  sidebarLabel?: string;
  browserTitle?: string;
  description?: string;
  keywords?: Array<string>;
  hideTitle?: boolean;
  body: Array<{
    children?: Array<{
      marks?: Array<string>;
      text?: string;
      _type: "span";
      _key: string;
    } | {
      id: string;
      _type: "anchor";
      _key: string;
    } | {
      tex: string;
      _type: "inlineMath";
      _key: string;
    }>;
    style?: "normal" | "h2" | "h3" | "h4" | "h5" | "h6" | "blockquote";
    listItem?: "bullet" | "number";
    markDefs?: Array<{
      href: string;
      _type: "link";
      _key: string;
    } | {
      reference: DocReference;
      anchor?: string;
      _type: "internalLink";
      _key: string;
    }>;
    level?: number;
    _type: "block";
    _key: string;
  } | {
    _key: string;
  } & Code | {
    _key: string;
  } & Math | {
    _key: string;
  } & Admonition | {
    _key: string;
  } & Table | {
    asset: SanityImageAssetReference;
    media?: unknown;
    hotspot?: SanityImageHotspot;
    crop?: SanityImageCrop;
    alt: string;
    caption?: string;
    _type: "image";
    _key: string;
  } | {
    _key: string;
  } & Tabs | {
    _key: string;
  } & Embed | {
    _key: string;
  } & Divider | {
    _key: string;
  } & DocCards | {
    _key: string;
  } & Collapsible | {
    _key: string;
  } & SnippetRef>;
};

export type DocsVersion = {
  _id: string;
  _type: "docsVersion";
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  section?: DocsSectionReference;
  name: string;
  label: string;
  path?: string;
  isLast?: boolean;
  order: number;
};

export type DocsSection = {
  _id: string;
  _type: "docsSection";
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  name: string;
  label: string;
  currentLabel?: string;
  path: string;
};

export type SanityImagePaletteSwatch = {
  _type: "sanity.imagePaletteSwatch";
  background?: string;
  foreground?: string;
  population?: number;
  title?: string;
};

export type SanityImagePalette = {
  _type: "sanity.imagePalette";
  darkMuted?: SanityImagePaletteSwatch;
  lightVibrant?: SanityImagePaletteSwatch;
  darkVibrant?: SanityImagePaletteSwatch;
  vibrant?: SanityImagePaletteSwatch;
  dominant?: SanityImagePaletteSwatch;
  lightMuted?: SanityImagePaletteSwatch;
  muted?: SanityImagePaletteSwatch;
};

export type SanityImageDimensions = {
  _type: "sanity.imageDimensions";
  height: number;
  width: number;
  aspectRatio: number;
};

export type SanityImageMetadata = {
  _type: "sanity.imageMetadata";
  location?: Geopoint;
  dimensions?: SanityImageDimensions;
  palette?: SanityImagePalette;
  lqip?: string;
  blurHash?: string;
  thumbHash?: string;
  hasAlpha?: boolean;
  isOpaque?: boolean;
};

export type SanityFileAsset = {
  _id: string;
  _type: "sanity.fileAsset";
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  originalFilename?: string;
  label?: string;
  title?: string;
  description?: string;
  altText?: string;
  sha1hash: string;
  extension: string;
  mimeType: string;
  size: number;
  assetId: string;
  uploadId?: string;
  path: string;
  url: string;
  source?: SanityAssetSourceData;
};

export type SanityAssetSourceData = {
  _type: "sanity.assetSourceData";
  name?: string;
  id?: string;
  url?: string;
};

export type SanityImageAsset = {
  _id: string;
  _type: "sanity.imageAsset";
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  originalFilename?: string;
  label?: string;
  title?: string;
  description?: string;
  altText?: string;
  sha1hash: string;
  extension: string;
  mimeType: string;
  size: number;
  assetId: string;
  uploadId?: string;
  path: string;
  url: string;
  metadata?: SanityImageMetadata;
  source?: SanityAssetSourceData;
};

export type Geopoint = {
  _type: "geopoint";
  lat?: number;
  lng?: number;
  alt?: number;
};

export type AllSanitySchemaTypes = Code | RedirectRule | SnippetReference | SnippetRef | DocReference | SanityImageAssetReference | Collapsible | DocCards | Math | Divider | Embed | Tab | Tabs | TableCell | TableRow | Table | Admonition | Logo | FooterLinkGroup | SidebarCategoryReference | SidebarPlace | DocsSectionReference | NavbarItem | SiteLink | Redirects | Footer | Navbar | SanityImageCrop | SanityImageHotspot | Announcement | LandingPage | SiteSettings | DocsVersionReference | SidebarLink | SidebarCategory | Slug | Snippet | Page | Doc | DocsVersion | DocsSection | SanityImagePaletteSwatch | SanityImagePalette | SanityImageDimensions | SanityImageMetadata | SanityFileAsset | SanityAssetSourceData | SanityImageAsset | Geopoint;
