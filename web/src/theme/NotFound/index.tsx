import { Link } from 'gatsby';
import * as styles from './styles.module.css';

export function NotFound() {
  return (
    <div className={styles.notFound}>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        The link may be broken or the page may have moved. Go to the <Link to="/">home page</Link> or start with{' '}
        <Link to="/introduction/getting-started">Getting Started</Link>.
      </p>
    </div>
  );
}
