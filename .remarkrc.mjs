// `npm run check:links`: remark reads every Markdown file git tracks (the
// .gitignore'd ones are skipped) and remark-validate-links checks that each
// relative link and image points at a file that exists, and each #anchor at a
// heading of its file, as GitHub writes heading ids. Offline: links to other
// sites are not checked, and `repository: false` leaves the git remote alone.
import remarkValidateLinks from 'remark-validate-links';

export default { plugins: [[remarkValidateLinks, { repository: false }]] };
