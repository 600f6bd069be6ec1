// Release 1.1 added a field: the build passed (invoker.buildResult), through the plugin's goal,
// and the kit's reports are there.
def log = new File(basedir, 'build.log').text
assert log.contains(':check (default) @ orders')
assert log.contains('BUILD SUCCESS')
// The previous release came from the repository, and only the asked ids' adapters were resolved.
assert log.contains('serialtck: 1.0 -> 1.1 of com.example.orders.OrderDto; configurations java-standard, kryo-compatible, orders-java-filtered (adapters java-standard, kryo, project)')
def reports = new File(basedir, 'target/serialtck')
['results.json', 'matrix.md', 'index.html'].each { name ->
  assert new File(reports, name).isFile() : "no target/serialtck/$name"
}
assert new File(reports, 'results.json').text.contains('java-standard')
assert new File(reports, 'results.json').text.contains('kryo-compatible')
// The team's own configuration, from its test classes, ran both directions and passed.
assert log =~ /orders-java-filtered +com\.example\.orders\.OrderDto +backward PASS/
assert log =~ /orders-java-filtered +com\.example\.orders\.OrderDto +forward +PASS/
return true
