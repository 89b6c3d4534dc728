/// The JSON values, parser and writer are their own target; whoever imports the core has them too.
@_exported import CheckoutJSON
