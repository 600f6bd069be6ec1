// Release 1.1 added a field and renamed OrderLine.sku to productCode, declared in the POM: the
// build passed (invoker.buildResult), because the committed baseline (src/serialtck/baseline)
// accepts what the kit found, and the kit's reports are there.
def log = new File(basedir, 'build.log').text
assert log.contains(':check (default) @ orders')
assert log.contains('BUILD SUCCESS')
// The previous release came from the repository, and only the asked ids' adapters were resolved.
assert log.contains('serialtck: 1.0 -> 1.1 of com.example.orders.OrderDto; configurations java-standard, kryo-compatible, orders-java-filtered (adapters java-standard, kryo, project)')
// The declared rename is judged as the matrix judges field-renamed: Java serialization matches
// fields by name, so the value written as sku does not arrive as productCode (LOSSY), which the
// baseline accepts.
assert log.contains('com.example.orders.OrderLine.sku: renamed to productCode (declared)')
assert log =~ /java-standard +com\.example\.orders\.OrderDto +backward LOSSY/
// Kryo cannot write the UUID without a serializer registered: the cell measures nothing, and the
// baseline accepts it only with the reason it records.
assert log =~ /kryo-compatible +com\.example\.orders\.OrderDto +backward NO_ROUND_TRIP/
def baseline = new File(basedir, 'src/serialtck/baseline/jdk-' + Runtime.version().feature() + '/kryo-compatible.baseline').text
assert baseline.contains('= NO_ROUND_TRIP # accepted: ')
assert log.contains('all as the baseline')
def reports = new File(basedir, 'target/serialtck')
['results.json', 'matrix.md', 'index.html'].each { name ->
  assert new File(reports, name).isFile() : "no target/serialtck/$name"
}
// The team's own configuration, from its test classes, ran both directions.
assert log =~ /orders-java-filtered +com\.example\.orders\.OrderDto +backward LOSSY/
return true
