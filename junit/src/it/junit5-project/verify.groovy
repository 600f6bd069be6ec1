// The JUnit 5.11 project ran the kit's four cells and the JUnit version check, none failing, and
// the reports are in the test class's own folder.
def reports = new File(basedir, 'target/serialtck/JavaSerializationMatrixTest')
['results.json', 'matrix.md', 'index.html', 'results.csv'].each { name ->
  def file = new File(reports, name)
  assert file.length() > 0 : "no ${name} in ${reports}"
}
def results = new File(reports, 'results.json').text
['field-added', 'field-removed'].each { scenario ->
  assert results.contains("\"scenario\" : \"${scenario}\"") : "results.json has no ${scenario} cell"
}
def suite = new File(basedir,
    'target/surefire-reports/TEST-com.example.JavaSerializationMatrixTest.xml').text
def counts = new groovy.xml.XmlSlurper().parseText(suite)
assert counts.@tests.toInteger() == 5 : "ran ${counts.@tests} tests, not 4 cells and the version check"
assert counts.@failures.toInteger() == 0 && counts.@errors.toInteger() == 0
assert counts.@skipped.toInteger() == 0
def log = new File(basedir, 'build.log').text
assert !log.contains('NoSuchMethodError')
return true
