// Release 2.0 changed OrderLine.quantity from long to String and removed OrderStatus.SHIPPED: the
// plugin failed the build (invoker.buildResult = failure), naming the field, catching the removed
// constant at the default settings (a value aimed at it, not a lucky random one), and printing the
// command that accepts the run.
def log = new File(basedir, 'build.log').text
assert log.contains('BUILD FAILURE')
assert log.contains('quantity') : 'build.log does not name the changed field'
assert log.contains('com.example.orders.OrderStatus.SHIPPED: constant removed')
assert log.contains('enum constant SHIPPED does not exist') : 'the removed constant was not written'
def results = new File(basedir, 'target/serialtck/results.json').text
assert results.contains('exercised: ') && results.contains('com.example.orders.OrderStatus.SHIPPED (SHIPPED)')
assert log =~ /\d+ cells? (do|does) not pass, and there is no baseline at/
assert log.contains('mvn verify -Dserialtck.updateBaseline') : 'no accept command in build.log'
def reports = new File(basedir, 'target/serialtck')
['results.json', 'matrix.md', 'index.html'].each { name ->
  assert new File(reports, name).isFile() : "no target/serialtck/$name"
}
return true
