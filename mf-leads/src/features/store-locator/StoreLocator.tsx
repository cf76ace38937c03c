import { AdvancedSearch } from './AdvancedSearch';
import { ShowroomList } from './ShowroomList';
import { SimpleSearch } from './SimpleSearch';
import { VisitForm } from './VisitForm';
import { useStoreLocator } from './useStoreLocator';
import '../../ui/leads.css';
import { locatorMessages } from './i18n/messages';
import { locatorHead } from './locatorHead';

/** /store-locator: find a showroom (simple or advanced search) and ask for a visit. */
export function StoreLocator() {
  const t = locatorMessages.useT();
  locatorHead.useFixedHead();
  const sl = useStoreLocator();
  return (
    <div className="lead-sl" data-boundary="mf-leads">
      <h1 className="lead-sl-title">{t('title')}</h1>
      <p className="lead-sl-lead">{t('lead')}</p>
      <div className="lead-sl-grid">
        <SimpleSearch
          city={sl.cityFromSimpleSearch}
          fullAddress={sl.fullAddressFromSimpleSearch}
          cities={sl.allCities}
          onChange={sl.handleField}
          onSearch={sl.handleSimpleSearch}
        />
        <AdvancedSearch
          state={sl.stateFromAdvancedSearch}
          city={sl.cityFromAdvancedSearch}
          regions={sl.regions}
          cities={sl.citiesOfState}
          onChange={sl.handleField}
          onSearch={sl.handleAdvancedSearch}
        />
      </div>
      <div className="lead-sl-main">
        <ShowroomList results={sl.results} status={sl.status} onSelect={sl.handleSelect} />
        <VisitForm step={sl.storeFormStep} showroom={sl.selected} onStep={sl.setStoreFormStep} />
      </div>
    </div>
  );
}
