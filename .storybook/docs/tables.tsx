import { siteCodes, sites } from '@marquee/data';
import { popins } from '@marquee/design-system';

/** Every country site with its brand theme and languages, read from the sites config, so the page cannot drift. */
export function SiteThemes() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Site</th>
          <th scope="col">Brand theme</th>
          <th scope="col">Languages (default first)</th>
        </tr>
      </thead>
      <tbody>
        {siteCodes.map((code) => {
          const { theme, defaultLanguage, languages } = sites[code];
          const others = languages.filter((language) => language !== defaultLanguage);
          return (
            <tr key={code}>
              <th scope="row">
                <code>{code}</code>
              </th>
              <td>{theme}</td>
              <td>{[defaultLanguage, ...others].join(', ')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Every registered pop-in with its placement and rules, read from the registry itself. */
export function PopinRegistryTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Pop-in id</th>
          <th scope="col">Placement</th>
          <th scope="col">Opens up to</th>
          <th scope="col">Enter closes it</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(popins).map(([id, entry]) => (
          <tr key={id}>
            <th scope="row">
              <code>{id}</code>
            </th>
            <td>{entry.placement}</td>
            <td>{entry.maxViewport ?? 'every width'}</td>
            <td>{entry.closesOnEnter ? 'yes' : 'no'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
