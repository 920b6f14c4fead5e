// The fomantic-ui components the public pages use; the signed-in layouts add theirs
// (layout-components.ts) in their own chunk, so the login page loads only what it shows.
import 'fomantic-ui-css/components/reset.min.css';
import 'fomantic-ui-css/components/site.min.css';
import 'fomantic-ui-css/components/button.min.css';
import 'fomantic-ui-css/components/form.min.css';
import 'fomantic-ui-css/components/input.min.css';
import 'fomantic-ui-css/components/message.min.css';
import 'fomantic-ui-css/components/header.min.css';
import 'fomantic-ui-css/components/segment.min.css';
import 'fomantic-ui-css/components/loader.min.css';
import 'fomantic-ui-css/components/label.min.css';
import 'fomantic-ui-css/components/checkbox.min.css';
import 'fomantic-ui-css/components/image.min.css';
import 'fomantic-ui-css/components/dropdown.min.css';
