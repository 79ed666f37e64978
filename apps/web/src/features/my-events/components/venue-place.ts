/**
 * A venue's place in one line: address, city, country — the city left out when the address already
 * ends with it (addresses are often written with their postcode and city: "ul. Żaglowa 11, 80-560 Gdańsk").
 */
export function venuePlaceLine(venue: { address: string; city: string; country: { name: string } }, locale?: string): string {
  const address = venue.address.trim();
  const city = venue.city.trim();
  const endsWithCity =
    city !== '' &&
    address.length >= city.length &&
    address.slice(address.length - city.length).localeCompare(city, locale, { sensitivity: 'base' }) === 0 &&
    // A whole word: "Kołobrzeg" does not name the city "Brzeg".
    (address.length === city.length || /[\s,]/.test(address[address.length - city.length - 1]!));
  return [address, endsWithCity ? null : city, venue.country.name].filter((part) => part !== null && part !== '').join(', ');
}
