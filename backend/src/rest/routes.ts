// Every REST module registers its routes on import; each domain adds its line here.
import './media';
import './autosuggest';
import './visual-search';
import './leads';
import './showrooms';
import './rooms';
import './sitemap';
